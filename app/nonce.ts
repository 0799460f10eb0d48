import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of this response (server only; empty in the browser). */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
