import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import {
  CompanyInputSchema,
  CompanyListResponseSchema,
  CompanyResponseSchema,
  MergeInputSchema,
  PersonInputSchema,
  PersonListQuerySchema,
  PersonListResponseSchema,
  PersonResponseSchema,
  RecordListQuerySchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from "../companies.ts";
import { LeadTimelineResponseSchema } from "../contact.ts";
import { endpoint } from "../endpoint.ts";

const tags = ["companies"];

// customers as companies and people (issue 38): every staff member reads, adds and edits them;
// deleting and merging are an Admin's
export const companyEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/companies",
    access: "staff",
    tags,
    summary: "The customer companies by name, a page at a time, those a search finds",
    query: RecordListQuerySchema,
    response: { 200: CompanyListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/companies",
    access: "staff",
    tags,
    summary: "Add a company",
    description:
      "A tax code another company has is refused (409, naming it); a public mail domain (gmail.com) cannot be a company's.",
    body: CompanyInputSchema,
    response: { 201: CompanyResponseSchema },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/companies/:id",
    access: "staff",
    tags,
    summary: "A company with its people, its leads (newest first) and their value",
    params: IdParamsSchema,
    response: { 200: CompanyResponseSchema },
  }),
  timeline: endpoint({
    method: "GET",
    path: "/api/companies/:id/timeline",
    access: "staff",
    tags,
    summary: "The timeline of every lead of a company, newest first (the latest 200 events)",
    params: IdParamsSchema,
    response: { 200: LeadTimelineResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/companies/:id",
    access: "staff",
    tags,
    summary: "Change a company (the fields given)",
    params: IdParamsSchema,
    body: CompanyInputSchema.partial(),
    response: { 200: CompanyResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/companies/:id",
    access: "admins",
    tags,
    summary: "Delete a company; its people and leads stay, without a company (Admin, Super Admin)",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  merge: endpoint({
    method: "POST",
    path: "/api/companies/:id/merge",
    access: "admins",
    tags,
    summary: "Merge this company into another with everything it holds (Admin, Super Admin)",
    description:
      "Its people and leads become the other's, the other takes what it lacked (tax code, address, domain…) and both notes; this one is deleted. Each lead's timeline records the change.",
    params: IdParamsSchema,
    body: MergeInputSchema,
    response: { 200: CompanyResponseSchema },
  }),
};

export const personEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/people",
    access: "staff",
    tags,
    summary: "The customers' contact people by name, a page at a time, those a search finds, one company's",
    query: PersonListQuerySchema,
    response: { 200: PersonListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/people",
    access: "staff",
    tags,
    summary: "Add a contact person",
    body: PersonInputSchema,
    response: { 201: PersonResponseSchema },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/people/:id",
    access: "staff",
    tags,
    summary: "A contact person with their leads",
    params: IdParamsSchema,
    response: { 200: PersonResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/people/:id",
    access: "staff",
    tags,
    summary: "Change a contact person (the fields given)",
    params: IdParamsSchema,
    body: PersonInputSchema.partial(),
    response: { 200: PersonResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/people/:id",
    access: "admins",
    tags,
    summary: "Delete a contact person; their leads stay (Admin, Super Admin)",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  merge: endpoint({
    method: "POST",
    path: "/api/people/:id/merge",
    access: "admins",
    tags,
    summary: "Merge this person into another: their leads become the other's (Admin, Super Admin)",
    params: IdParamsSchema,
    body: MergeInputSchema,
    response: { 200: PersonResponseSchema },
  }),
};

export const searchEndpoints = {
  search: endpoint({
    method: "GET",
    path: "/api/search",
    access: "staff",
    tags,
    summary: "Companies, people and leads by name, tax code, e-mail or phone, without accents (10 of each)",
    query: SearchQuerySchema,
    response: { 200: SearchResponseSchema },
  }),
};
