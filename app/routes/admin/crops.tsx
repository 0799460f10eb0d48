import { Link } from "react-router";
import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import { CropForm } from "~/components/admin/crops/CropForm";
import { cropsPageAction, type RowIntent } from "~/components/admin/crops/crop-actions.server";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import type { AdminCrop } from "../../../server/modules/crops";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/crops";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return { crops: await context.services.cropsAdmin.listCrops() };
}

/** The page's forms, each with its `intent` (create, update, remove). */
export async function action({ request, context }: Route.ActionArgs) {
  return cropsPageAction(request, context);
}

const columns: Column<AdminCrop>[] = [
  {
    label: "Crop",
    primary: true,
    cell: (c) => (
      <span className="flex items-center gap-3">
        {c.picture && (
          <img
            src={c.picture.url}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded object-cover"
          />
        )}
        <span>
          <Link to={`/admin/crops/${c.id}`} className="font-semibold underline-offset-2 hover:underline">
            {c.name}
          </Link>
          {c.nameHi && <span className="block text-sm">{c.nameHi}</span>}
          <span className="block text-xs text-stone-600">/crops/{c.key}</span>
        </span>
      </span>
    ),
  },
  { label: "Seasons", cell: (c) => c.seasons.join(", ") },
  { label: "Stages", numeric: true, cell: (c) => c.stageCount },
  { label: "Problems", numeric: true, cell: (c) => c.problemCount },
  { label: "Product uses", numeric: true, cell: (c) => c.useCount },
];

/**
 * Crops (docs/decisions/0043-crops-and-doses.md): create, rename, seasons, picture, order, remove
 * one no product names. A crop's stages and problems are edited on its own page; a product's
 * uses with their doses on the product's page. Without scripts, Edit and Remove open the page
 * again with that crop's form.
 */
export default function Crops({ loaderData, actionData }: Route.ComponentProps) {
  const { crops } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: RowIntent }) | undefined;
  return (
    <>
      <PageHeader
        title="Crops"
        description="The storefront's /crops lists them in this order; each crop's page shows its stages and problems with the products for them."
      />
      <div className="mb-4">
        <FormMessage
          done={answer?.done}
          failure={answer?.intent === "remove" ? failureOf(answer) : undefined}
        />
      </div>
      <EditRemoveList
        rows={crops}
        answer={answer}
        noun="crop"
        newTitle="New crop"
        nameOf={(c) => c.name}
        removeTitle={(c) =>
          `Remove ${c.name} with its stages and problems? A crop that products are listed for cannot be removed.`
        }
        back="/admin/crops"
        form={(c, answer) => <CropForm crop={c} answer={answer} />}
        list={{ label: "Crops", columns, empty: "No crops yet." }}
        moreActions={(c) => (
          <Link
            to={`/admin/crops/${c.id}`}
            className="btn-outline px-3"
            aria-label={`Stages and problems of ${c.name}`}
          >
            Stages and problems
          </Link>
        )}
      />
    </>
  );
}
