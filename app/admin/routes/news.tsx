import { NewsScreen } from "../features/news/news-screen.tsx";

// /admin/news: the news of the home page, /news and the items' pages
export default function AdminNews() {
  return <NewsScreen />;
}
