/**
 * A customer as the login and signup answers give it (docs/api.md, "Customers"). Its own file:
 * the storage keys (components/account/storage.ts) and the API caller (lib/api.ts) both need
 * it, and the caller needs the storage, so neither imports the other back.
 */
export interface UserData {
  userid: number;
  fullname: string;
  email: string;
  phonenumber: string;
  userlogo: string;
}

export interface LoginData extends UserData {
  session_key: string;
}
