import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { authFields, clearLogin } from "./storage";

/**
 * Sign out (spec section 4): call the logout service, then clear the seven stored keys and go
 * to /login — also when the call fails. The server clears its cookie in its answer.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(async () => {
    const auth = authFields();
    try {
      await fetch("/api/logout/v1/", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(auth.sessionkey ? { sessionkey: auth.sessionkey } : {}),
        },
        credentials: "same-origin",
        body: JSON.stringify(auth),
      });
    } catch (error) {
      console.error("Failed to fetch details", error);
    }
    clearLogin();
    navigate("/login");
    revalidator.revalidate();
  }, [navigate, revalidator]);
}
