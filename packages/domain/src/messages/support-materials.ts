/** Support — materials ('Liste du matériel', its modal, the access codes). */
export const SUPPORT_MATERIAL_MESSAGES = {
  // decided wording where the spec is silent
  MATERIAL_NOT_FOUND: "Ce matériel est introuvable",
  MATERIAL_TYPE_INVALID: "Le type de matériel « {value} » n'existe pas (téléphone, véhicule ou animatos)",
  MATERIAL_WRONG_TYPE: "Le matériel n° {id} est {actual}, pas {expected}",
  MATERIAL_FIELD_REQUIRED: "{label} est obligatoire pour {type}",
  MATERIAL_BRAND_OR_NAME_REQUIRED: "La marque ou le nom est obligatoire pour {type}",
  MATERIAL_DATE_INVALID: "La date d'achat « {value} » n'est pas une date valide",
  MATERIAL_IMEI_DIGITS: "{label} « {value} » doit compter exactement 15 chiffres, sans lettre",
  MATERIAL_IMEI_CHECK:
    "{label} « {value} » n'est pas valide : son dernier chiffre (la clé de contrôle) ne correspond pas",
  MATERIAL_IMEI_SAME: "L'IMEI 2 doit être différent de l'IMEI 1",
  MATERIAL_IMEI_TAKEN: "L'IMEI 1 « {value} » est déjà enregistré sur un autre matériel (n° {id})",
  MATERIAL_PLATE_INVALID:
    "L'immatriculation « {value} » n'est pas au format français (AB-123-CD, ou 1234 AB 56 pour l'ancien format)",
  MATERIAL_PHONE_INVALID: "Le numéro de téléphone « {value} » n'est pas valide",
  MATERIAL_GOOGLE_ACCOUNT_INVALID: "Le compte Google « {value} » n'est pas une adresse e-mail valide",
  MATERIAL_CHOICE_INVALID: "{label} « {value} » ne fait pas partie des choix proposés",
  MATERIAL_OWNER_COMPANY_UNKNOWN: "L'entreprise du groupe n° {id} n'existe pas ou n'est plus active",
  MATERIAL_OWNER_USER_INVALID: "Le détenteur n° {id} n'est pas un utilisateur actif du groupe",
  MATERIAL_PROJECT_UNKNOWN: "Le matériel n° {id} n'existe pas ou n'est plus actif",
  MATERIAL_SECRETS_KEY_MISSING:
    "Les codes d'accès ne peuvent être ni enregistrés ni affichés : la clé de chiffrement du serveur n'est pas configurée",
  MATERIAL_SECRET_NOT_SET: "Aucun code « {label} » n'est enregistré pour ce matériel",
  MATERIAL_SECRET_UNREADABLE:
    "Le code « {label} » ne peut pas être déchiffré : la clé du serveur a changé ou la valeur a été altérée",
  // the inputs' refusals, as the API wrote them before the catalogue
  MATERIAL_TYPE_ENUM: "Le type de matériel doit être téléphone (phone), véhicule (vehicule) ou animatos.",
  MATERIAL_SECRET_FIELD_UNKNOWN:
    "Ce code n'existe pas (phonePassword, pinCode, googlePassword ou rustdeskPass).",
  MATERIAL_ACTIVE_FILTER_NOT_BOOLEAN: "active doit être vrai ou faux.",
  MATERIAL_IS_ACTIVE_NOT_BOOLEAN: "isActive doit être vrai ou faux.",
  MATERIAL_SEARCH_TYPE_UNKNOWN:
    "searchType : « {value} » n'est pas un type de matériel (phone, vehicule ou animatos).",
} as const;
