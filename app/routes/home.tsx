import {
  Activity,
  ArrowRight,
  Box,
  CalendarDays,
  Cpu,
  Gauge,
  Mail,
  MapPin,
  Phone,
  Settings,
  ShieldCheck,
  Users,
  Wrench,
  Zap,
} from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { formatFigure } from "../../contract/company.ts";
import { LIMITS } from "../../contract/constants.ts";
import type { PublicProject } from "../../contract/public-data.ts";
import { CertificateCarousel } from "../components/ui/certificate-carousel.tsx";
import { FacebookIcon, TikTokIcon, YouTubeIcon } from "../components/ui/icons.tsx";
import { ButtonLink, Section } from "../components/ui/page-parts.tsx";
import { homeContent, PARTNER_BRANDS } from "../content/home.ts";
import { shownTools } from "../features/catalogues/catalogue-text.ts";
import { ProjectCard } from "../features/projects/project-card.tsx";
import { shownCertificate } from "../lib/certificates.ts";
import { useCompanyText } from "../lib/company-text.ts";
import { useLanguage, useLocalizedPath } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { shownNews } from "../lib/news.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo } from "../lib/seo.ts";
import { useShared } from "../lib/shared-text.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/home";

// the first projects stream in after the page shell; a failure falls back to the static ones.
// The page's copy comes with the data in the page's language only, so the browser never
// downloads the other language's (decision 007)
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { language } = pageOf(args);
  const copy = homeContent[language];
  const projects = context
    .get(requestValuesContext)
    .data.listProjects()
    .then((list) => list.slice(0, LIMITS.homeProjectCount))
    .catch(() => [] as PublicProject[]);
  const { meta: pageMeta, ...shown } = copy;
  // the diagnostic tools staff keep in the catalogue, newest first, named in the page's language
  // with their maker; part of the page itself (search engines read it); none: the box is not shown
  const catalogue = await context
    .get(requestValuesContext)
    .data.listTools()
    .then((list) => shownTools(list, language))
    .catch(() => []);
  const tools = catalogue
    .slice(0, LIMITS.homeToolCount)
    .map((tool) => ({ id: tool.id, name: tool.name, maker: tool.maker }));
  // the certificates staff keep visible, in their order
  const certificates = await context
    .get(requestValuesContext)
    .data.listCertificates()
    .then((list) => list.map((certificate) => shownCertificate(certificate, language)))
    .catch(() => []);
  // the three latest published news items
  const news = await context
    .get(requestValuesContext)
    .data.listNews()
    .then((list) => list.slice(0, 3).map((item) => shownNews(item, language)))
    .catch(() => []);
  return {
    projects,
    tools,
    news,
    certificates: certificates.map(({ id, path, title }) => ({ id, path, title })),
    moreTools: catalogue.length > tools.length,
    copy: shown,
    meta: seo(args, { title: pageMeta.title, description: pageMeta.description, keywords: pageMeta.keywords }),
  };
}

export const meta = loaderMeta;

const productIcons = [Zap, Box, Gauge];
const serviceIcons = [ShieldCheck, Settings, Cpu, Wrench];

export default function Home({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { copy } = loaderData;
  const to = useLocalizedPath();
  const text = useShared();
  const { company } = useSite();
  const fill = useCompanyText();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(251,191,36,0.18),transparent_45%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{copy.hero.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{copy.hero.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{copy.hero.subtitle}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={to("/services")}>{text.action.ourServices}</ButtonLink>
            <ButtonLink to={to("/contact")} variant="secondary">
              {text.action.contactUs}
            </ButtonLink>
          </div>
          <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-6">
            {copy.hero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-brand-100">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-white sm:text-4xl">{fill(stat.value)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-12">
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-100">{copy.hero.partnersLabel}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {PARTNER_BRANDS.map((brand) => (
                <li
                  key={brand}
                  className="rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide"
                >
                  {brand}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Section id="overview" eyebrow={copy.overview.eyebrow} title={copy.overview.title}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-relaxed text-slate-700">
            {copy.overview.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link
              to={to("/about")}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              {copy.overview.link}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold text-slate-900">{copy.overview.certificatesTitle}</h3>
            <CertificateCarousel items={loaderData.certificates} />
          </div>
        </div>
      </Section>

      <Section
        id="products"
        eyebrow={copy.products.eyebrow}
        title={copy.products.title}
        intro={copy.products.intro}
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.products.items.map((item, index) => {
            const Icon = productIcons[index] ?? Zap;
            return (
              <li key={item.title} className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon className="h-10 w-10 rounded-md bg-brand-50 p-2 text-brand-700" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                  {item.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Link
                  to={to("/services")}
                  className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {text.action.learnMore}
                  <span className="sr-only">: {item.title}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="services" eyebrow={copy.services.eyebrow} title={copy.services.title} intro={copy.services.intro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className={loaderData.tools.length > 0 ? "lg:col-span-2" : "lg:col-span-3"}>
            <h3 className="text-lg font-semibold">{copy.services.specialisedTitle}</h3>
            <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${loaderData.tools.length > 0 ? "" : "lg:grid-cols-4"}`}>
              {copy.services.specialised.map((service, index) => {
                const Icon = serviceIcons[index] ?? Wrench;
                return (
                  <li key={service.title} className="rounded-lg border border-slate-200 p-5">
                    <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                    <h4 className="mt-3 font-semibold">{service.title}</h4>
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{service.text}</p>
                  </li>
                );
              })}
            </ul>
            {loaderData.tools.length === 0 && (
              <div className="mt-6">
                <ButtonLink to={to("/services")}>{text.action.ourServices}</ButtonLink>
              </div>
            )}
          </div>
          {/* the tools catalogue; an empty one leaves no box behind */}
          {loaderData.tools.length > 0 && (
            <div className="rounded-lg bg-brand-900 p-6 text-white">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Activity className="h-5 w-5 text-accent-400" aria-hidden="true" />
                {copy.services.toolsTitle}
              </h3>
              <ul className="mt-4 space-y-3 text-sm text-brand-100">
                {loaderData.tools.map((tool) => (
                  <li key={tool.id} className="flex gap-2">
                    <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-400" />
                    <span>
                      {tool.name}
                      {tool.maker && <span className="text-brand-200"> · {tool.maker}</span>}
                    </span>
                  </li>
                ))}
              </ul>
              {loaderData.moreTools && (
                <Link
                  to={`${to("/services/maintenance")}#tools`}
                  className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-300 hover:underline"
                >
                  {copy.services.toolsAll}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              )}
              <div className="mt-6">
                <ButtonLink to={to("/services")}>{text.action.ourServices}</ButtonLink>
              </div>
            </div>
          )}
        </div>
      </Section>

      <Section
        id="projects"
        eyebrow={copy.projects.eyebrow}
        title={copy.projects.title}
        intro={copy.projects.intro}
        tone="muted"
      >
        <Suspense fallback={<ProjectsLoading label={copy.projects.loading} />}>
          <Await resolve={loaderData.projects}>
            {(projects) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {projects.length > 0
                  ? projects.map((project) => (
                      <li key={project.id}>
                        <Link to={to("/projects")} className="block h-full rounded-lg">
                          <ProjectCard project={project} language={language} label="" />
                        </Link>
                      </li>
                    ))
                  : copy.projects.fallback.map((project) => (
                      <li key={project.title}>
                        <Link to={to("/projects")} className="block h-full">
                          <div className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                            <img
                              src={project.image}
                              alt={project.title}
                              width={800}
                              height={500}
                              loading="lazy"
                              className="aspect-[8/5] w-full object-cover"
                            />
                            <div className="p-5">
                              <h3 className="text-lg font-semibold">{project.title}</h3>
                              <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                                <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
                                {project.location}
                              </p>
                              <p className="mt-3 text-sm text-slate-700">{project.services}</p>
                            </div>
                          </div>
                        </Link>
                      </li>
                    ))}
              </ul>
            )}
          </Await>
        </Suspense>
        <div className="mt-10">
          <ButtonLink to={to("/projects")} variant="light">
            {copy.projects.link}
          </ButtonLink>
        </div>
      </Section>

      <Section id="social" eyebrow={copy.social.eyebrow} title={copy.social.title} intro={copy.social.text}>
        <div className="grid gap-6 lg:grid-cols-3">
          <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
            {[
              { href: company.social.youtube, label: "YouTube", Icon: YouTubeIcon, tone: "bg-red-700" },
              { href: company.social.tiktok, label: "TikTok", Icon: TikTokIcon, tone: "bg-slate-900" },
              { href: company.social.facebook, label: "Facebook", Icon: FacebookIcon, tone: "bg-blue-700" },
            ].map(({ href, label, Icon, tone }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`flex items-center gap-3 rounded-lg ${tone} p-5 font-semibold text-white hover:opacity-90`}
                >
                  <Icon className="h-7 w-7" />
                  <span>
                    {label}
                    <span className="sr-only"> {text.footer.opensInNewTab}</span>
                  </span>
                </a>
              </li>
            ))}
            {(company.figures.followers > 0 || company.figures.connections > 0) && (
              <li className="flex items-center gap-6 rounded-lg bg-slate-50 p-5 sm:col-span-3">
                <Users className="h-8 w-8 text-brand-700" aria-hidden="true" />
                <p className="text-slate-700">
                  <strong className="text-2xl text-slate-900">
                    {formatFigure(company.figures.followers, language)}
                  </strong>{" "}
                  {copy.social.followers}
                  <span aria-hidden="true"> · </span>
                  <strong className="text-2xl text-slate-900">
                    {formatFigure(company.figures.connections, language)}
                  </strong>{" "}
                  {copy.social.connections}
                </p>
              </li>
            )}
          </ul>
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {copy.social.newsletterTitle}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{copy.social.newsletterText}</p>
            <Link
              to={to("/contact")}
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              {copy.social.newsletterLink}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </Section>

      <section aria-labelledby="cta-title" className="bg-gradient-to-r from-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              {copy.cta.title}
            </h2>
            <p className="mt-3 text-brand-100">{copy.cta.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={to("/contact")}>{text.action.contactUs}</ButtonLink>
              <ButtonLink to={to("/services")} variant="secondary">
                {text.action.ourServices}
              </ButtonLink>
              <ButtonLink to={to("/about")} variant="secondary">
                {text.action.aboutUs}
              </ButtonLink>
            </div>
          </div>
          <ul className="space-y-4 rounded-lg bg-white/10 p-6">
            <li className="flex gap-3">
              <Phone className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
              <span>
                <span className="block text-sm text-brand-100">{copy.cta.phone}</span>
                <a href={`tel:${company.hotlineInternational}`} className="font-semibold hover:underline">
                  {company.hotline}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
              <span>
                <span className="block text-sm text-brand-100">{copy.cta.email}</span>
                <a href={`mailto:${company.email}`} className="font-semibold break-all hover:underline">
                  {company.email}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
              <span>
                <span className="block text-sm text-brand-100">{copy.cta.address}</span>
                <span className="font-semibold">{company.headOffice[language]}</span>
              </span>
            </li>
          </ul>
        </div>
      </section>

      {/* the latest news staff published; none: no section */}
      {loaderData.news.length > 0 && (
        <Section id="activities" eyebrow={copy.activities.eyebrow} title={copy.activities.title}>
          <ol className="grid gap-6 md:grid-cols-3">
            {loaderData.news.map((item) => (
              <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 p-6">
                <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
                  <CalendarDays className="h-4 w-4" aria-hidden="true" />
                  <time dateTime={item.date}>{item.dateText}</time>
                </p>
                <h3 className="mt-3 font-semibold">
                  <Link to={item.path} className="hover:text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{item.summary}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8">
            <ButtonLink to={to("/news")} variant="secondary">
              {copy.activities.all}
            </ButtonLink>
          </div>
        </Section>
      )}
    </>
  );
}

function ProjectsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
        >
          <div className="aspect-[8/5] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
