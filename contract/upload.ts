import { z } from "./zod.ts";

// POST /api/upload: an image (multipart), answered with the sizes made of it

export const UploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int().meta({ description: "the image's id in the media library (GET /api/media)" }),
  path: z.string().meta({ description: "the largest size; save it as image_path" }),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), path: z.string() })).meta({
    description: "every size made (480, 960, 1600 px wide, never enlarged), for srcset",
  }),
});
