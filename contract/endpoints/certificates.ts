import {
  CertificateInputSchema,
  CertificateListResponseSchema,
  CertificateSavedResponseSchema,
} from "../certificates.ts";
import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";

const tags = ["certificates"];

// the certificates and licences of the home carousel and the /about gallery, kept by any admin;
// the public pages read the visible ones server-side
export const certificateEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/certificates",
    access: "admins",
    tags,
    summary: "Every certificate, visible or hidden, in display order",
    response: { 200: CertificateListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/certificates",
    access: "admins",
    tags,
    summary: "Add a certificate",
    description:
      "`image_path` is an uploaded image (`POST /api/upload`), a picture of the site (`/images/…`) or an https address. A visible certificate appears on the home page's carousel and the /about gallery at once, in both languages.",
    body: CertificateInputSchema,
    response: { 201: CertificateSavedResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/certificates/:id",
    access: "admins",
    tags,
    summary: "Change a certificate (the whole record)",
    params: IdParamsSchema,
    body: CertificateInputSchema,
    response: { 200: CertificateSavedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/certificates/:id",
    access: "admins",
    tags,
    summary: "Delete a certificate",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
};
