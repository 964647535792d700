/**
 * @generated SignedSource<<2ac4c45ac0b3cd3a1bd2536c134805da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
import type { FragmentRefs } from "relay-runtime";
export type FolderList_folder$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly customFields: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly options: ReadonlyArray<string>;
    readonly required: boolean;
    readonly shownInList: boolean;
    readonly type: CustomFieldType;
  }>;
  readonly hasCircledTakes: boolean;
  readonly hasReviewStatuses: boolean;
  readonly hasSlates: boolean;
  readonly id: string;
  readonly project: {
    readonly allowedTo: {
      readonly edit: boolean;
    };
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"useFolderPages_assets" | "useFolderPages_children">;
  readonly " $fragmentType": "FolderList_folder";
};
export type FolderList_folder$key = {
  readonly " $data"?: FolderList_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderList_folder">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "edit",
    "storageKey": null
  }
],
v2 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assetOrder"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "fieldFilters"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "folderOrder"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderByField"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "reviewStatus"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "takes"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderList_folder",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectAllowedTo",
          "kind": "LinkedField",
          "name": "allowedTo",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCircledTakes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSlates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasReviewStatuses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomField",
      "kind": "LinkedField",
      "name": "customFields",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shownInList",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        (v2/*:: as any*/),
        {
          "kind": "Variable",
          "name": "folderOrder",
          "variableName": "folderOrder"
        }
      ],
      "kind": "FragmentSpread",
      "name": "useFolderPages_children"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "assetOrder",
          "variableName": "assetOrder"
        },
        {
          "kind": "Variable",
          "name": "fieldFilters",
          "variableName": "fieldFilters"
        },
        (v2/*:: as any*/),
        {
          "kind": "Variable",
          "name": "orderByField",
          "variableName": "orderByField"
        },
        {
          "kind": "Variable",
          "name": "reviewStatus",
          "variableName": "reviewStatus"
        },
        {
          "kind": "Variable",
          "name": "takes",
          "variableName": "takes"
        }
      ],
      "kind": "FragmentSpread",
      "name": "useFolderPages_assets"
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "ec983ad6cf5da3c54367ace9a5278c93";

export default node;
