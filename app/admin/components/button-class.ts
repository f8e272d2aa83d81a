// the back office's buttons: one look per role (primary action, secondary, destructive, quiet)
// and two sizes, for <button> and <Link> alike
export function buttonClass(
  variant: "primary" | "secondary" | "danger" | "ghost" = "primary",
  size: "sm" | "md" = "md",
) {
  const sizes = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2 text-sm" };
  const variants = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    danger: "bg-red-700 text-white hover:bg-red-800",
    ghost: "text-slate-700 hover:bg-slate-100",
  };
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${sizes[size]} ${variants[variant]}`;
}
