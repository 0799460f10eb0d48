import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { Panel } from "~/components/admin/Panel";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { formatUse } from "../../../../lib/crop-uses-csv";
import type { AdminCropTargets, AdminUse } from "../../../../server/modules/crops";
import { UseForm } from "./UseForm";

/** A use's dose in the spreadsheet's words, without its crop and target. */
const doseText = (u: AdminUse) => formatUse({ crop: "", target: "", dose: u.dose }).replace(/^:\s*=\s*/, "");

const columns: Column<AdminUse>[] = [
  {
    label: "For",
    primary: true,
    cell: (u) => (
      <span>
        <span className="font-semibold">
          {u.crop.name} › {u.target.name}
        </span>
        <span className="block text-xs text-stone-600">{u.target.kind}</span>
      </span>
    ),
  },
  { label: "Label's dose", cell: doseText },
  { label: "Safety note", cell: (u) => u.safety || "None" },
];

/**
 * The product page's crop uses (docs/decisions/0043-crops-and-doses.md): which crop's stage or
 * problem the product serves and the label's dose for it; add, edit, remove. The storefront's
 * crop pages and the product's "For which crop?" follow at once.
 */
export function CropUses({
  productId,
  uses,
  targets,
  answer,
}: {
  productId: number;
  uses: AdminUse[];
  targets: AdminCropTargets[];
  answer?: FormAnswer & { intent?: string; scope?: string };
}) {
  const mine = answer?.scope === "use" ? answer : undefined;
  return (
    <Panel
      id="crop-uses"
      title="For which crop? (uses and doses)"
      className="space-y-4"
      titleClass="text-stone-900"
    >
      <FormMessage done={mine?.done} failure={mine?.intent === "remove" ? failureOf(mine) : undefined} />
      <EditRemoveList
        rows={uses}
        answer={answer}
        scope="use"
        noun="use"
        newTitle="New crop use"
        nameOf={(u) => `the use on ${u.crop.name} › ${u.target.name}`}
        removeTitle={(u) => `Remove the use on ${u.crop.name} › ${u.target.name}?`}
        back={`/admin/products/${productId}`}
        form={(u, a) => <UseForm productId={productId} use={u} targets={targets} answer={a} />}
        list={{
          label: "Crop uses",
          columns,
          empty: "No crop uses yet: the storefront's crop pages do not list this product.",
        }}
      />
    </Panel>
  );
}
