import { useCallback, useMemo } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/Toaster";
import { callApi } from "~/lib/api";
import type { SavedAddress } from "../../../lib/address-types";
import type { AddressValues } from "./AddressDialog";

/**
 * The checkout's changes to saved addresses, through the API: each shows the server's message
 * and reads the page again. `save` answers the server's field errors for the dialog, or null.
 */
export function useAddressActions() {
  const toast = useToast();
  const revalidator = useRevalidator();

  const act = useCallback(
    async (path: string, id: number) => {
      const answer = await callApi(path, { address_id: id });
      toast(answer.message, answer.status === 1 ? "success" : "error");
      revalidator.revalidate();
    },
    [revalidator, toast],
  );

  return useMemo(
    () => ({
      async save(values: AddressValues, editing?: SavedAddress) {
        const path = editing ? "/api/saved-address/update/v1" : "/api/saved-address/add/v1";
        const answer = await callApi(path, {
          ...values,
          // The original client's second spelling of these fields (docs/api.md).
          mobile: values.phone,
          address1: values.street1,
          address2: "",
          ...(editing ? { address_id: editing.id } : {}),
        });
        toast(answer.message, answer.status === 1 ? "success" : "error");
        if (answer.status !== 1) return answer.errors ?? {};
        revalidator.revalidate();
        return null;
      },
      makePrimary: (id: number) => act("/api/saved-address/setprimary/v1", id),
      remove: (id: number) => act("/api/saved-address/remove/v1", id),
    }),
    [act, revalidator, toast],
  );
}
