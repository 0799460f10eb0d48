import { Link } from "react-router";
import { formatDate, isoDay } from "~/components/blog/format-date";
import { PageHeading } from "~/components/layout/PageHeading";
import { Pager } from "~/components/ui/Pager";
import { Picture } from "~/components/ui/Picture";
import { metaT, useLang, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { POSTS_PER_PAGE, paginate, requestedPage } from "../../lib/paging";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const posts = await context.services.blog.in(context.lang).list();
  return paginate(posts, requestedPage(request.url), POSTS_PER_PAGE);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  const page = loaderData?.page ?? 1;
  return seo(matches, {
    title: t.pages.blog,
    description: t.blog.metaDescription,
    path: page > 1 ? `/blog?page=${page}` : "/blog",
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { items, page, pageCount } = loaderData;
  return (
    <>
      <PageHeading title={t.pages.blog} />
      <div className="container-page py-6">
        {items.length === 0 ? (
          <p className="py-10 text-center text-lg font-semibold text-stone-700">{t.blog.empty}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post, i) => (
              <li key={post.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
                  <Picture
                    picture={post.image}
                    // One card a row on a phone, two from sm, three from lg (the grid above), in
                    // the page's 1280 px container less its padding and gaps.
                    sizes="(min-width: 1280px) 403px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    alt={post.image.alt}
                    width={800}
                    height={450}
                    loading={i < 2 ? "eager" : "lazy"}
                    className="aspect-video w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-4">
                    <time dateTime={isoDay(post.postedOn)} className="text-sm text-stone-600">
                      {formatDate(post.postedOn, lang)}
                    </time>
                    <h2 className="mt-1 line-clamp-2 text-lg font-bold text-stone-950">{post.title}</h2>
                    <p className="mt-2 line-clamp-3 text-sm text-stone-700">{post.summary}</p>
                    <Link
                      to={`/blog-details/${post.urlTitle}`}
                      className="mt-auto pt-3 font-semibold text-brand-800 underline-offset-2 hover:underline"
                      aria-label={`${t.blog.readBlog}: ${post.title}`}
                    >
                      {t.blog.readBlog}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => `/blog?page=${p}`}
          label={t.nav.pagesOf(t.pages.blog)}
          words={t.nav}
        />
      </div>
    </>
  );
}
