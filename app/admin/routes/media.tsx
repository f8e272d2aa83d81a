import { MediaScreen } from "../features/media/media-screen.tsx";

// /admin/media: every image uploaded, where each is used, and its descriptions
export default function AdminMedia() {
  return <MediaScreen />;
}
