/** A customer's email and phone as links to write or call (44 px tall to tap on a phone). */
export function ContactLinks({ email, phone }: { email: string; phone?: string }) {
  const link = "inline-flex min-h-11 items-center text-brand-800 underline [overflow-wrap:anywhere]";
  return (
    <ul>
      <li>
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      </li>
      {phone && (
        <li>
          <a href={`tel:+91${phone}`} className={link}>
            {phone}
          </a>
        </li>
      )}
    </ul>
  );
}
