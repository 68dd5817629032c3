import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Box } from "styled-system/jsx";
import { useTypedBeforeScripts } from "../lib/typed-before-scripts";
import { Search, X } from "./icons";
import { IconButton } from "./ui/button";
import { Input } from "./ui/input";

const DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search as the URL holds it. */
  value: string;
  /** Called once typing pauses, and at once when cleared. */
  onChange: (value: string) => void;
  label: string;
  /** The longest search the API takes (its list's `searchTerm`). */
  maxLength: number;
}

/** A search box that follows the URL, waits for a pause in typing, and clears in one click. */
export function SearchInput({ value, onChange, label, maxLength }: SearchInputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL can change under us (back button, a link): follow it.
  useEffect(() => setDraft(value), [value]);
  const field = useTypedBeforeScripts(value, setDraft);

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onChangeRef.current(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <Box position="relative" width="full" maxW="sm">
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.subtle"
        pointerEvents="none"
      >
        <Search size={16} aria-hidden="true" />
      </Box>
      <Input
        ref={field}
        type="search"
        aria-label={label}
        placeholder={label}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && draft) setDraft("");
        }}
        ps="9"
        pe="9"
      />
      {draft && (
        <IconButton
          aria-label={t`Clear search`}
          variant="ghost"
          size="xs"
          position="absolute"
          insetEnd="1.5"
          top="50%"
          transform="translateY(-50%)"
          onClick={() => {
            setDraft("");
            onChange("");
          }}
        >
          <X aria-hidden="true" />
        </IconButton>
      )}
    </Box>
  );
}
