import { useState } from "react";

/**
 * A third-party embed (video, map) that loads only when asked: nothing is fetched from
 * elsewhere on page load, which keeps slow phones fast and works offline.
 */
export function EmbedFacade({ src, title, label }: { src: string; title: string; label: string }) {
  const [on, setOn] = useState(false);
  return (
    <div className="relative aspect-video max-w-3xl overflow-hidden rounded-lg bg-brand-900">
      {on ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={src}
          title={title}
          allow="encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setOn(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white hover:bg-brand-800"
        >
          <span
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-accent-500 text-3xl text-stone-950"
            aria-hidden="true"
          >
            ▶
          </span>
          <span className="font-semibold">{label}</span>
        </button>
      )}
    </div>
  );
}
