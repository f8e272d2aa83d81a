import { endpoint } from "../endpoint.ts";
import { UploadResponseSchema } from "../upload.ts";

// an image uploaded (multipart field `image`): stored in its sizes, added to the media library
export const uploadEndpoints = {
  image: endpoint({
    method: "POST",
    path: "/api/upload",
    access: "admins",
    tags: ["upload"],
    summary: "Upload an image (multipart field 'image'; PNG, JPEG, GIF or WebP up to 5 MB)",
    multipart: true,
    response: { 201: UploadResponseSchema },
  }),
};
