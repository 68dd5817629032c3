import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { FILES_PATH } from "../../../worker/files/file-kinds.shared";
import { useFieldContext, useFieldError } from "../../components/form-context";
import { ImageUp, Trash2 } from "../../components/icons";
import { Button } from "../../components/ui/button";
import * as Field from "../../components/ui/field";
import * as FileUpload from "../../components/ui/file-upload";
import { Text } from "../../components/ui/text";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { useConfig } from "../config/config.queries";
import type { PictureKind } from "./upload-picture";
import { PICTURE_ACCEPT, usePictureUpload } from "./use-picture-upload";

interface PictureFieldProps {
  kind: PictureKind;
  label: string;
  helperText?: ReactNode;
  /** Told when an upload starts and ends: the form must not be sent meanwhile (it would send the picture before). */
  onUploading?: (uploading: boolean) => void;
  /** How the picture (or its absence) is drawn, at the size it will be shown. */
  preview: (url: string) => ReactNode;
}

/**
 * A form's picture field (inside its `AppField`): dropped on the field or chosen (a phone offers its camera or gallery), shown
 * at once, uploaded, then kept by the form until it is saved; replaced or removed the same way.
 * Where the deployment allows pictures from elsewhere, an https address can be typed instead.
 */
export function PictureField({ kind, label, helperText, preview, onUploading }: PictureFieldProps) {
  const { t } = useLingui();
  // An uploaded picture's address, an https address, or "" for none.
  const field = useFieldContext<string | null | undefined>();
  const value = field.state.value ?? "";
  const onChange = field.handleChange;
  const error = useFieldError();
  const hydrated = useHydratedSoon();
  const { remoteImages } = useConfig();
  const picture = usePictureUpload(kind, onChange);
  const [typing, setTyping] = useState(false);
  useEffect(() => onUploading?.(picture.uploading), [onUploading, picture.uploading]);
  const shown = picture.preview ?? value;
  const problem = picture.error ?? error;
  const uploaded = value.startsWith(FILES_PATH);
  return (
    <Field.Root invalid={Boolean(problem)}>
      <FileUpload.Root
        maxFiles={1}
        accept={PICTURE_ACCEPT}
        disabled={picture.uploading}
        onFileAccept={({ files: [file] }) => file && picture.upload(file)}
        onFileReject={picture.refused}
      >
        <FileUpload.Label>{label}</FileUpload.Label>
        <FileUpload.Dropzone minHeight="auto" alignItems="stretch" disableClick>
          <HStack gap="4" alignItems="center">
            <div data-testid="picture-preview" aria-busy={picture.uploading}>
              {preview(shown)}
            </div>
            <Stack gap="2" minW="0">
              <Text textStyle="sm" color="fg.muted">
                <Trans>Drop a PNG, JPEG, WebP or AVIF picture here, or choose one.</Trans>
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <FileUpload.Trigger asChild>
                  <Button variant="outline" size="sm" loading={picture.uploading}>
                    <ImageUp aria-hidden="true" />
                    {value ? <Trans>Replace picture</Trans> : <Trans>Choose a picture</Trans>}
                  </Button>
                </FileUpload.Trigger>
                {value && (
                  <Button variant="outline" size="sm" onClick={() => onChange("")} disabled={picture.uploading}>
                    <Trash2 aria-hidden="true" />
                    <Trans>Remove picture</Trans>
                  </Button>
                )}
              </HStack>
            </Stack>
          </HStack>
        </FileUpload.Dropzone>
        <FileUpload.HiddenInput data-testid={`${kind}-file`} />
      </FileUpload.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText role="alert">{problem}</Field.ErrorText>
      {hydrated && remoteImages && (typing || (value && !uploaded)) ? (
        <Field.Input
          type="url"
          dir="ltr"
          placeholder="https://"
          aria-label={t`Picture's address`}
          value={uploaded ? "" : value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        hydrated &&
        remoteImages && (
          <Button variant="link" size="sm" alignSelf="flex-start" onClick={() => setTyping(true)}>
            <Trans>Use a picture's address instead</Trans>
          </Button>
        )
      )}
    </Field.Root>
  );
}
