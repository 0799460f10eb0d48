/**
 * The end of a postal address as the shop prints it, after the street: town, state and
 * pincode, the landmark when there is one, and the phone (`phonePrefix`: "Phone " on a slip).
 */
export function AddressTail({
  a,
  phonePrefix = "",
}: {
  a: { city: string; state: string; pincode: string; landmark?: string | null; mobile: string };
  phonePrefix?: string;
}) {
  return (
    <>
      <br />
      {a.city}, {a.state} {a.pincode}
      {a.landmark && (
        <>
          <br />
          {a.landmark}
        </>
      )}
      <br />
      {phonePrefix}
      {a.mobile}
    </>
  );
}
