import { data, Link } from "react-router";
import { formatDate, isoDay } from "~/components/blog/format-date";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { Picture } from "~/components/ui/Picture";
import { TitledSection } from "~/components/ui/TitledSection";
import { useLang, useT } from "~/i18n/i18n";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { Route } from "./+types/blog-details.$title";

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = context.services.blog.in(context.lang);
  const catalog = context.services.catalog.in(context.lang);
  const post = await blog.byUrlTitle(params.title);
  if (!post) throw data(null, { status: 404 });
  const [latest, categories] = await Promise.all([blog.list(4), catalog.listCategories()]);
  return { post, latest, categories };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/blog-details/${post.urlTitle}`;
  return seo(matches, {
    title: post.title,
    description: post.summary,
    path,
    image: post.image.url,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: isoDay(post.postedOn),
        author: { "@type": "Person", name: post.author },
        image: `${base}${post.image.url}`,
        description: post.summary,
        mainEntityOfPage: `${base}${path}`,
      },
      breadcrumbLd(base, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
}

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { post, latest, categories } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumb trail={[{ name: t.pages.blog, to: "/blog" }, { name: post.title }]} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_300px]">
        <article>
          <Picture
            picture={post.image}
            // The article's column: the whole container on a phone, beside the 300 px aside
            // (and its 40 px gap) from lg, in the page's 1280 px container less its padding.
            sizes="(min-width: 1280px) 908px, (min-width: 1024px) calc(100vw - 372px), calc(100vw - 32px)"
            alt={post.image.alt}
            width={800}
            height={450}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg object-cover"
          />
          <p className="mt-4 text-sm text-stone-600">
            {t.blog.by} <span className="font-semibold text-stone-800">{post.author}</span> ·{" "}
            <time dateTime={isoDay(post.postedOn)}>{formatDate(post.postedOn, lang)}</time>
          </p>
          <h1 className="mt-2 text-2xl font-bold text-stone-950 sm:text-3xl">{post.title}</h1>
          {/* Sanitised when staff saved it. */}
          <div className="prose-shop mt-2" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        </article>
        <aside className="space-y-8">
          <TitledSection id="more-posts" title={t.blog.morePosts} size="lg">
            <ul className="mt-3 space-y-3">
              {latest.map((p) => (
                <li key={p.id}>
                  <Link to={`/blog-details/${p.urlTitle}`} className="flex gap-3 hover:underline">
                    <Picture
                      picture={p.image}
                      sizes="96px"
                      alt=""
                      width={96}
                      height={54}
                      loading="lazy"
                      className="rounded object-cover"
                    />
                    <span className="text-sm font-semibold">{p.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="shop-now" title={t.blog.shopNow} size="lg">
            <ul className="mt-3 flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/products/${c.key}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 text-sm hover:bg-brand-50"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
        </aside>
      </div>
    </div>
  );
}
