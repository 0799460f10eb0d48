import { tpl } from "../i18n/template";
import type { PagesCatalogue } from "./types";

/** The licences and the grievance officer in Hindi (en-licences.ts). */
export const hiLicences: PagesCatalogue["licences"] = {
  title: "हमारे लाइसेंस",
  footerTitle: "लाइसेंस",
  intro: "कीटनाशक, उर्वरक और बीज राज्य के कृषि विभाग के लाइसेंस से बेचे जाते हैं। दुकान के पास अभी ये मान्य लाइसेंस हैं:",
  none: "अभी कोई लाइसेंस दर्ज नहीं है।",
  kind: {
    insecticides: "कीटनाशक लाइसेंस",
    fertilisers: "उर्वरक लाइसेंस",
    seeds: "बीज लाइसेंस",
  },
  number: "लाइसेंस नंबर",
  authority: "जारी करने वाले",
  validUntil: "मान्य तारीख तक",
  states: "किन राज्यों के लिए",
  footerLine: tpl("{0} {1}, {2} तक मान्य"),
  notAvailable: "अभी उपलब्ध नहीं",
  ended: {
    insecticides: "अभी उपलब्ध नहीं: दुकान का कीटनाशक लाइसेंस खत्म हो गया है।",
    fertilisers: "अभी उपलब्ध नहीं: दुकान का उर्वरक लाइसेंस खत्म हो गया है।",
    seeds: "अभी उपलब्ध नहीं: दुकान का बीज लाइसेंस खत्म हो गया है।",
  },
  missing: {
    insecticides: "अभी उपलब्ध नहीं: दुकान के पास कीटनाशक बेचने का लाइसेंस नहीं है।",
    fertilisers: "अभी उपलब्ध नहीं: दुकान के पास उर्वरक बेचने का लाइसेंस नहीं है।",
    seeds: "अभी उपलब्ध नहीं: दुकान के पास बीज बेचने का लाइसेंस नहीं है।",
  },
  grievanceTitle: "शिकायत अधिकारी",
  complaintsTitle: "शिकायतें",
  grievanceLine: tpl("शिकायत अधिकारी: {0}"),
  grievanceText:
    "किसी ऑर्डर, उत्पाद या भुगतान की शिकायत है? हमारे शिकायत अधिकारी को लिखें या फ़ोन करें: हम 48 घंटे में शिकायत मिलने की पुष्टि करते हैं और एक महीने के भीतर उसका निपटारा करते हैं।",
  grievanceName: "नाम",
  grievancePhone: "फ़ोन",
  grievanceEmail: "ईमेल",
};
