import { LIMITS } from "../../contract/constants.ts";
import type { PublicProject } from "../../contract/public-data.ts";
import { shownTools } from "../features/catalogues/catalogue-text.ts";
import { partnerBrands } from "../features/catalogues/partner-brands.ts";
import { shownCertificate } from "../lib/certificates.ts";
import { loaderMeta } from "../lib/meta.ts";
import { shownNews } from "../lib/news.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo, shareImage } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import { HomeCallToAction } from "./home/call-to-action.tsx";
import { HomeHero } from "./home/hero.tsx";
import { HomeNews } from "./home/news.tsx";
import { HomeOverview } from "./home/overview.tsx";
import { HomeProducts } from "./home/products.tsx";
import { HomeProjects } from "./home/projects.tsx";
import { HomeServices } from "./home/services.tsx";
import { HomeSocial } from "./home/social.tsx";

// the home page: the loader gathers what staff keep in the database, each section is its own
// component in routes/home/, in the order the page shows them.
// the first projects stream in after the page shell; a failure falls back to the static ones.
// The page's copy comes with the data in the page's language only, so the browser never
// downloads the other language's (decision 007)
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { language } = pageOf(args);
  const copy = await context.get(requestValuesContext).data.page("home", language);
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
  // the brand partners, by name (one list with the About and electrical services pages)
  const partners = (await partnerBrands(args, language)).map((brand) => brand.name);
  // the three latest published news items
  const news = await context
    .get(requestValuesContext)
    .data.listNews()
    .then((list) => list.slice(0, 3).map((item) => shownNews(item, language)))
    .catch(() => []);
  return {
    projects,
    partners,
    tools,
    news,
    certificates: certificates.map(({ id, path, title }) => ({ id, path, title })),
    moreTools: catalogue.length > tools.length,
    copy: shown,
    meta: seo(args, {
      title: pageMeta.title,
      description: pageMeta.description,
      keywords: pageMeta.keywords,
      ...shareImage(pageMeta),
    }),
  };
}

export const meta = loaderMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <HomeHero copy={copy.hero} partners={loaderData.partners} />
      <HomeOverview copy={copy.overview} certificates={loaderData.certificates} />
      <HomeProducts copy={copy.products} />
      <HomeServices copy={copy.services} tools={loaderData.tools} moreTools={loaderData.moreTools} />
      <HomeProjects copy={copy.projects} projects={loaderData.projects} />
      <HomeSocial copy={copy.social} />
      <HomeCallToAction copy={copy.cta} />
      <HomeNews copy={copy.activities} news={loaderData.news} />
    </>
  );
}
