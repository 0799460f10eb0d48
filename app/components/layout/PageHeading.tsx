/** A page's banner heading, the same on every content page. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="bg-brand-50 border-b border-brand-100">
      <div className="container-page py-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
