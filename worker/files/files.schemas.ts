import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { PICTURE_TYPES, SHA256_HEX } from "./file-kinds.shared";
import { file } from "./files.table";

/** An uploaded file as the API answers it, from its row. */
export const UploadedFileSchema = createSelectSchema(file, {
  contentType: z.enum(PICTURE_TYPES).meta({ description: "What its bytes are" }),
  size: z.int().min(1).meta({ description: "Bytes", example: 48213 }),
  width: z.int().min(1).meta({ description: "Pixels", example: 600 }),
  height: z.int().min(1).meta({ description: "Pixels", example: 900 }),
})
  .pick({ contentType: true, size: true, width: true, height: true })
  .extend({
    url: z.string().meta({
      description:
        "Its address on this app, what a book's `cover` or a person's `image` takes; `?w=96`, `320` or `640` asks for it resized",
      example: "/files/covers/2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
    }),
  })
  .meta({ id: "UploadedFile" });

/** The file's name: the SHA-256 of its bytes, which the Worker checks as they arrive. */
export const FileParams = z.object({
  sha256: z.string().regex(SHA256_HEX).meta({
    description: "The SHA-256 of the file's bytes, 64 lowercase hex digits",
    example: "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
  }),
});

/** The body of an upload: the file's bytes, whatever type it declares. */
export const PictureBody = Object.fromEntries(
  [...PICTURE_TYPES, "application/octet-stream"].map((type) => [
    type,
    { schema: z.string().meta({ format: "binary", description: "The file's bytes" }) },
  ]),
);

export type UploadedFile = z.infer<typeof UploadedFileSchema>;
