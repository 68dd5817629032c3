import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { megabytes, PICTURE_TYPES } from "../../../worker/files/file-kinds.shared";
import { describeError } from "../../lib/error-messages";
import { useConfig } from "../config/config.queries";
import { type PictureKind, uploadPicture } from "./upload-picture";

/** What the picker offers: the four types, by name too (a phone's gallery may not say the type). */
export const PICTURE_ACCEPT = { "image/*": [".png", ".jpg", ".jpeg", ".webp", ".avif"] };

/**
 * A picture chosen, shown at once (its own bytes, before they are sent), then uploaded: the
 * `url` to save goes to `onUploaded`. What the Worker refuses, and a file too large to send,
 * become `error`, in the person's language.
 */
export function usePictureUpload(kind: PictureKind, onUploaded: (url: string) => void | Promise<void>) {
  const { t, i18n } = useLingui();
  const { uploads } = useConfig();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = async (file: File) => {
    setError(undefined);
    if (file.size > uploads.maxBytes) {
      const maximum = megabytes(uploads.maxBytes, i18n.locale);
      return setError(t`This file is too large: at most ${maximum}.`);
    }
    if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      return setError(t`Upload a PNG, JPEG, WebP or AVIF picture.`);
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      await onUploaded((await uploadPicture(kind, file)).url);
    } catch (failure) {
      setError(describeError(i18n, failure));
    } finally {
      setUploading(false);
      setPreview(undefined);
    }
  };
  const refused = () => setError(t`Upload a PNG, JPEG, WebP or AVIF picture.`);
  return { upload, refused, uploading, error, preview, clearError: () => setError(undefined) };
}
