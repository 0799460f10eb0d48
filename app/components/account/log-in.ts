import { callApi } from "~/lib/api";
import { saveLogin } from "./storage";

/** Logs in and keeps the seven storage keys; the server sets its session cookie in the answer. */
export async function logIn(email: string, password: string) {
  const answer = await callApi("/api/login/v1/", { email, password });
  if (answer.status === 1 && answer.data) saveLogin(answer.data);
  return answer;
}
