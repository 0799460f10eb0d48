import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { callApi } from "~/lib/api";
import { clearLogin } from "./storage";

/**
 * Sign out: call the logout service, then clear the seven stored keys and go to /login, also
 * when the call fails (the server clears its cookie in its answer).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(async () => {
    await callApi("/api/logout/v1/");
    clearLogin();
    navigate("/login");
    revalidator.revalidate();
  }, [navigate, revalidator]);
}
