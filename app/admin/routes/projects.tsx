import { ProjectsScreen } from "../features/projects/projects-screen.tsx";

// /admin/projects: the projects of the public site, shown or hidden, with their pages
export default function AdminProjectsScreen() {
  return <ProjectsScreen />;
}
