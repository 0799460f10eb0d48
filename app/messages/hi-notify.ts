import type { PagesCatalogue } from "./types";

/** "Notify me" in Hindi (en-notify.ts). */
export const hiNotify: PagesCatalogue["notify"] = {
  title: "उपलब्ध होने पर मुझे बताएँ",
  text: "यह पैक अभी बिक चुका है। अपना मोबाइल नंबर या ईमेल दें, फिर से उपलब्ध होते ही हम आपको एक संदेश भेजेंगे।",
  contact: "मोबाइल नंबर या ईमेल",
  submit: "मुझे सूचना दें",
  sending: "सहेजा जा रहा है…",
};
