/** An order line's picture (the product's, as it was when ordered), or the shop's placeholder. */
export function LinePicture({
  src,
  size,
  className,
}: {
  src: string | null | undefined;
  size: number;
  className: string;
}) {
  return (
    <img
      src={src || "/images/products/placeholder.svg"}
      alt=""
      width={size}
      height={size}
      className={className}
    />
  );
}
