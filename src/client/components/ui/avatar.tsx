// A round photo at a fixed size, or the name's first letter when there is none. Explicit width and height keep the
// layout still while the image loads; no empty src, which would make the browser fetch the page itself as an image.
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
