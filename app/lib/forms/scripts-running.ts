import { useEffect, useState } from "react";

/**
 * A hidden `js=1`, present once the page's scripts run: an action may then answer data for the
 * page to act on (keep the login, stay on the page) where a plain POST gets the next page.
 * Its own module, without Conform: a light page's fetcher forms (a product card) use it too.
 */
export function useScriptsRunning() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}

export const SCRIPTS_FIELD = "js";
