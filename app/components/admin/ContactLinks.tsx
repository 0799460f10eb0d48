/** A customer's email and phone as links (mail, call); either may be missing (a farmer signed up by phone). */
export function ContactLinks({ email, phone }: { email?: string | null; phone?: string | null }) {
  const link = "inline-flex min-h-11 items-center text-brand-800 underline [overflow-wrap:anywhere]";
  return (
    <ul>
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={link}>
            {email}
          </a>
        </li>
      ) : (
        <li className="text-stone-700">No email</li>
      )}
      {phone && (
        <li>
          <a href={`tel:+91${phone}`} className={link}>
            +91 {phone.slice(0, 5)} {phone.slice(5)}
          </a>
        </li>
      )}
    </ul>
  );
}
