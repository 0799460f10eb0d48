/** "Notify me" on a sold-out pack (app/components/catalog/NotifyMe.tsx). */
export const enNotify = {
  title: "Tell me when it is back",
  text: "This pack is sold out. Leave your mobile number or email and we will send you one message when it is back in stock.",
  contact: "Mobile number or email",
  submit: "Notify me",
  sending: "Saving…",
};
