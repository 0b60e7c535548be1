// A round photo at a fixed size, or the name's first letter when there is none. Explicit width and height keep the
// layout still while the image loads; no empty src, which would make the browser fetch the page itself as an image.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDataSaver } from '../../lib/data-saver.js';

export function Avatar({
  src,
  name,
  size,
  alt = '',
  eager = false,
  tone = 'neutral',
  className,
}: {
  src: string | null | undefined;
  name: string;
  /** CSS pixels; the caller's className gives the matching h-/w- classes. */
  size: number;
  alt?: string;
  /** Above the fold (a profile's photo): load at once instead of lazily. */
  eager?: boolean;
  /** The initial's colours: neutral on lists and cards, the brand's on the person's own or featured photo. */
  tone?: 'neutral' | 'brand';
  className: string;
}) {
  const colours = tone === 'brand' ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600';
  const base = `shrink-0 rounded-full ${colours} ${className}`;
  if (!src) {
    const initial = name.trim().charAt(0).toUpperCase();
    const fallbackClass = `${base} flex items-center justify-center font-semibold`;
    if (!alt) {
      return (
        <span aria-hidden="true" className={fallbackClass}>
          {initial}
        </span>
      );
    }
    return (
      <span role="img" aria-label={alt} className={fallbackClass}>
        {initial}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={`${base} object-cover`}
    />
  );
}

/**
 * An Avatar that, with Data Saver on, shows the initial until the person taps it (issue 22): a page of results
 * then downloads no image at all unless asked.
 */
export function DataSaverAvatar({
  insideLink = false,
  ...props
}: Parameters<typeof Avatar>[0] & {
  /** In a link a button cannot nest: there the initial stays, and the page the link opens offers the photo. */
  insideLink?: boolean;
}) {
  const dataSaver = useDataSaver();
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  if (!props.src || !dataSaver || shown) return <Avatar {...props} />;
  if (insideLink) return <Avatar {...props} src={null} />;
  const name = props.name;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      aria-label={t`Show the photo of ${name}`}
      title={t`Show the photo of ${name}`}
      className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
    >
      <Avatar {...props} src={null} alt="" />
    </button>
  );
}
