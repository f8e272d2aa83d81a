import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type CompanyInput, SEARCH_LIMIT } from "../../../../contract/companies.ts";
import { companyEndpoints, personEndpoints, searchEndpoints } from "../../../../contract/endpoints/companies.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { companyMailDomain } from "../../../lib/company-matching.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { companyRepository } from "../../../repositories/companies.ts";
import { personRepository } from "../../../repositories/people.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";
import { apiEvent, leadWork } from "../leads/shared.ts";

// customers as companies and people (issue 38, point 1): listed, read with their people and
// leads, added, changed, merged, deleted; and one search across companies, people and leads
export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const companies = companyRepository(app.db);
  const people = personRepository(app.db);
  const { contacts, leadEvents } = leadWork(app);

  const findCompany = async (id: number) => found(await companies.find(id), "companies.notFound");
  const findPerson = async (id: number) => found(await people.find(id), "people.notFound");
  const pagination = (page: number, limit: number, total: number) => ({
    page,
    limit,
    total,
    hasMore: page * limit < total,
  });
  // a company with its people, leads and their value
  const companyAnswer = async (id: number, message?: string) => {
    const company = await findCompany(id);
    const [members, leads, value] = await Promise.all([
      people.forCompany(id),
      contacts.related({ company_id: id }),
      contacts.companyValue(id),
    ]);
    return {
      success: true as const,
      ...(message ? { message } : {}),
      company: { ...company, people: members, leads, open_value_vnd: value.open, won_value_vnd: value.won },
    };
  };
  const personAnswer = async (id: number, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    person: { ...(await findPerson(id)), leads: await contacts.related({ person_id: id }) },
  });

  // what the schema cannot know: a public mail domain, a tax code another company has
  async function check(input: Partial<CompanyInput>, except?: number) {
    if (input.email_domain && companyMailDomain(`x@${input.email_domain}`) === null) {
      throw new HttpError(400, "companies.publicDomain", {
        values: { domain: input.email_domain },
        errors: [{ key: "companies.publicDomain", path: "email_domain" }],
      });
    }
    if (input.tax_code) {
      const other = await companies.byTaxCode(input.tax_code, app.db, except);
      if (other !== null) throw taxCodeTaken((await companies.find(other))?.name ?? input.tax_code);
    }
  }
  const taxCodeTaken = (name: string) =>
    new HttpError(409, "companies.taxCodeTaken", {
      values: { name },
      errors: [{ key: "companies.taxCodeTaken", path: "tax_code" }],
    });
  // written meanwhile by another request: the tax code's unique index says so
  const unique = async <T>(write: () => Promise<T>, taxCode: string | null | undefined): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw taxCodeTaken(taxCode ?? "");
      throw error;
    }
  };
  const companyAudit = { changes: [], audit: { type: "company" } } as const;
  // a person's name is personal data: the trail names the record by its number only
  const personAudit = { changes: [], audit: { type: "person" } } as const;

  app.route({
    ...route(app, companyEndpoints.list),
    handler: async (request) => {
      const { page, limit, search } = request.query;
      const { rows, total } = await companies.list({ search, page, limit });
      return { success: true as const, companies: rows, pagination: pagination(page, limit, total) };
    },
  });

  app.route({
    ...route(app, companyEndpoints.create, { config: companyAudit }),
    handler: async (request, reply) => {
      await check(request.body);
      const id = await unique(() => companies.create(request.body), request.body.tax_code);
      reply.status(201);
      return companyAnswer(id, translate(request, "companies.created"));
    },
  });

  app.route({
    ...route(app, companyEndpoints.get),
    handler: async (request) => companyAnswer(request.params.id),
  });

  app.route({
    ...route(app, companyEndpoints.timeline),
    handler: async (request) => {
      await findCompany(request.params.id);
      const events = await leadEvents.companyTimeline(request.params.id, 200);
      return { success: true as const, events: events.map(apiEvent) };
    },
  });

  app.route({
    ...route(app, companyEndpoints.update, { config: companyAudit }),
    handler: async (request) => {
      const before = await findCompany(request.params.id);
      request.audit({ before });
      await check(request.body, before.id);
      found(await unique(() => companies.update(before.id, request.body), request.body.tax_code), "companies.notFound");
      return companyAnswer(before.id, translate(request, "companies.updated"));
    },
  });

  app.route({
    ...route(app, companyEndpoints.remove, { config: companyAudit }),
    handler: async (request) => {
      const before = await findCompany(request.params.id);
      request.audit({ before });
      found((await companies.remove(before.id)) || undefined, "companies.notFound");
      return { success: true as const, message: translate(request, "companies.deleted") };
    },
  });

  app.route({
    ...route(app, companyEndpoints.merge, {
      config: { ...companyAudit, audit: { type: "company", action: "update" } },
    }),
    handler: async (request) => {
      const { into } = request.body;
      if (into === request.params.id) {
        throw new HttpError(400, "companies.mergeSelf", { errors: [{ key: "companies.mergeSelf", path: "into" }] });
      }
      const source = await findCompany(request.params.id);
      const target = await companies.find(into);
      if (!target) {
        throw new HttpError(400, "companies.intoNotFound", {
          errors: [{ key: "companies.intoNotFound", path: "into" }],
        });
      }
      request.audit({ label: `${source.name} → ${target.name}`, fields: { merge: into } });
      await app.db.transaction().execute(async (trx) => {
        await people.moveCompany(source.id, target.id, trx);
        await contacts.moveLinks("company_id", source, target, request.admin.id, trx);
        await companies.absorb(source.id, target.id, trx);
      });
      return companyAnswer(target.id, translate(request, "companies.merged", { name: target.name }));
    },
  });

  app.route({
    ...route(app, personEndpoints.list),
    handler: async (request) => {
      const { page, limit, search, company_id } = request.query;
      const { rows, total } = await people.list({ search, company_id, page, limit });
      return { success: true as const, people: rows, pagination: pagination(page, limit, total) };
    },
  });

  const companyExists = async (companyId: number | null | undefined) => {
    if (typeof companyId === "number" && !(await companies.find(companyId))) {
      throw new HttpError(400, "people.company", { errors: [{ key: "people.company", path: "company_id" }] });
    }
  };

  app.route({
    ...route(app, personEndpoints.create, { config: personAudit }),
    handler: async (request, reply) => {
      await companyExists(request.body.company_id);
      const id = await people.create(request.body);
      request.audit({ entityId: id, label: null, labelVi: null });
      reply.status(201);
      return personAnswer(id, translate(request, "people.created"));
    },
  });

  app.route({
    ...route(app, personEndpoints.get),
    handler: async (request) => personAnswer(request.params.id),
  });

  app.route({
    ...route(app, personEndpoints.update, { config: personAudit }),
    handler: async (request) => {
      const before = await findPerson(request.params.id);
      request.audit({ before, label: null, labelVi: null });
      await companyExists(request.body.company_id);
      found(await people.update(before.id, request.body), "people.notFound");
      return personAnswer(before.id, translate(request, "people.updated"));
    },
  });

  app.route({
    ...route(app, personEndpoints.remove, { config: personAudit }),
    handler: async (request) => {
      const before = await findPerson(request.params.id);
      request.audit({ before, label: null, labelVi: null });
      found((await people.remove(before.id)) || undefined, "people.notFound");
      return { success: true as const, message: translate(request, "people.deleted") };
    },
  });

  app.route({
    ...route(app, personEndpoints.merge, { config: { ...personAudit, audit: { type: "person", action: "update" } } }),
    handler: async (request) => {
      const { into } = request.body;
      if (into === request.params.id) {
        throw new HttpError(400, "people.mergeSelf", { errors: [{ key: "people.mergeSelf", path: "into" }] });
      }
      const source = await findPerson(request.params.id);
      const target = await people.find(into);
      if (!target) {
        throw new HttpError(400, "people.intoNotFound", { errors: [{ key: "people.intoNotFound", path: "into" }] });
      }
      request.audit({ label: null, labelVi: null, fields: { merge: into } });
      await app.db.transaction().execute(async (trx) => {
        await contacts.moveLinks("person_id", source, target, request.admin.id, trx);
        await people.absorb(source.id, target.id, trx);
      });
      return personAnswer(target.id, translate(request, "people.merged", { name: target.name }));
    },
  });

  app.route({
    ...route(app, searchEndpoints.search),
    handler: async (request) => {
      const { q } = request.query;
      const [foundCompanies, foundPeople, leads] = await Promise.all([
        companies.search(q, SEARCH_LIMIT),
        people.search(q, SEARCH_LIMIT),
        contacts.search(q, SEARCH_LIMIT),
      ]);
      return { success: true as const, companies: foundCompanies, people: foundPeople, leads };
    },
  });
}
