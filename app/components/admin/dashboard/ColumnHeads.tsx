/** A table's header row: each column's heading with its classes (padding, alignment). */
export function ColumnHeads({
  heads,
  className,
}: {
  heads: [label: string, look: string][];
  className?: string;
}) {
  return (
    <tr className={className}>
      {heads.map(([label, look]) => (
        <th key={label} scope="col" className={look}>
          {label}
        </th>
      ))}
    </tr>
  );
}
