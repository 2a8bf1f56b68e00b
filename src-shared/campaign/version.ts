/** Version of the campaign file format (zod-free, so the renderer can use it without bundling zod). */
export const SCHEMA_VERSION = 5
