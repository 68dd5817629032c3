// drizzle-zod's types ask whether a column holds Node's Buffer. Without Node's types that
// name would read as `any` and every column would look like a Buffer; this keeps it honest.
interface Buffer extends Uint8Array {}
