import type { results as english } from "../en/results";
import type { Translation } from "../../translation";

export const results: Translation<typeof english> = {
  "results.area.opening": "Ouverture de {fileName}…",
  "results.area.preparing": "Préparation de l’aperçu…",
  "results.section.close": "Fermer",
  "results.section.closeLabel": "Fermer le résultat de {fileName}",
  "results.section.noHost": "Ouvrez ce complément dans Word ou Excel pour insérer le résultat.",

  "results.summary.transcript": "{pages, plural, one {# page transcrite} other {# pages transcrites}}. Vérifiez le texte, puis insérez-le.",
  "results.summary.tables":
    "{tables, plural, one {# tableau trouvé} other {# tableaux trouvés}} et {pairs, plural, one {# paire clé-valeur} other {# paires clé-valeur}}. Vérifiez-les, puis insérez-les.",
  "results.summary.records":
    "{records, plural, one {# enregistrement extrait} other {# enregistrements extraits}}. Vérifiez les champs, puis insérez-les.",

  "results.preview.transcriptLabel": "Aperçu de la transcription",
  "results.preview.tablesLabel": "Aperçu des tableaux",
  "results.preview.recordsLabel": "Aperçu des champs extraits",
  "results.preview.page": "Page {page}",
  "results.preview.translation": "Traduction ({language})",
  "results.preview.noTables": "Le service n’a trouvé aucun tableau ni aucune paire clé-valeur.",
  "results.preview.noRecords": "L’extracteur n’a rien trouvé dans ce document.",

  "results.insertPanel.label": "Options d’insertion",
  "results.insertPanel.wordWhere": "Où dans le document",
  "results.insertPanel.atCursor": "À la position du curseur",
  "results.insertPanel.replaceSelection": "À la place de la sélection",
  "results.insertPanel.atEnd": "À la fin du document",
  "results.insertPanel.excelWhere": "Où dans le classeur",
  "results.insertPanel.newSheet": "Sur une nouvelle feuille",
  "results.insertPanel.newSheetEach": "Chaque tableau sur une nouvelle feuille",
  "results.insertPanel.fromSelection": "À partir de la cellule sélectionnée",
  "results.insertPanel.recordsNewSheet": "Ajouter au tableau {table}, ou le commencer sur une nouvelle feuille",
  "results.insertPanel.recordsFromSelection": "Ajouter au tableau {table}, ou le commencer à la cellule sélectionnée",
  "results.insertPanel.whatToInsert": "Que faut-il insérer",
  "results.insertPanel.tablesAll": "Tableaux et paires clé-valeur",
  "results.insertPanel.tablesOnly": "Seulement les tableaux",
  "results.insertPanel.keyValuesOnly": "Seulement les paires clé-valeur",
  "results.insertPanel.pageHeadings": "Un titre pour chaque page",
  "results.insertPanel.pageRows": "Une ligne avec le numéro de page avant chaque page",
  "results.insertPanel.pageBreaks": "Un saut de page entre les pages",
  "results.insertPanel.translation": "Traduction",
  "results.insertPanel.translationAfter": "Après l’original",
  "results.insertPanel.translationInstead": "À la place de l’original",
  "results.insertPanel.translationNone": "Ne pas l’inclure",
  "results.insertPanel.serviceDocx": "Insérer plutôt le fichier .docx du service",
  "results.insertPanel.serviceXlsx": "Insérer plutôt le fichier .xlsx du service dans de nouvelles feuilles",
  "results.insertPanel.keepText": "Conserver toutes les valeurs en texte (ni nombres ni dates)",
  "results.insertPanel.readAs": "Lire les nombres comme",
  "results.insertPanel.readAsFirst": "Choisissez d’abord, au-dessus du tableau, comment lire les nombres.",
  "results.insertPanel.readAsHint":
    "{document, select, comma {Le document écrit les nombres 1.234,56, ce classeur 1,234.56.} other {Le document écrit les nombres 1,234.56, ce classeur 1.234,56.}}",
  "results.insertPanel.readAsAmbiguousHint":
    "{count, plural, one {# nombre, {example}, peut se lire en milliers ou comme nombre décimal. Ce classeur le lit comme un nombre décimal ({decimal})\u00a0: son séparateur décimal est {mark, select, comma {la virgule} other {le point}}.} other {# nombres, comme {example}, peuvent se lire en milliers ou comme nombres décimaux. Ce classeur les lit comme des nombres décimaux ({decimal})\u00a0: son séparateur décimal est {mark, select, comma {la virgule} other {le point}}.}}",
  "results.insertPanel.readAsPoint": "1,234.56 (point décimal)",
  "results.insertPanel.readAsComma": "1.234,56 (virgule décimale)",
  "results.insertPanel.readAsText": "Les garder en texte",
  "results.insertPanel.insertWord": "Insérer dans le document",
  "results.insertPanel.insertExcel": "Insérer dans le classeur",

  "results.insert.docxOriginalOnly":
    "Le fichier .docx du service ne contient que le texte original, sans la traduction. Pour insérer les deux, décochez «\u00a0Insérer plutôt le fichier .docx du service\u00a0» et insérez de nouveau.",
  "results.insert.docxUnavailable":
    "Le fichier .docx du service ne peut pas être récupéré ici\u00a0; le résultat est inséré à partir de son texte.",
  "results.insert.xlsxUnavailable":
    "Le fichier .xlsx du service ne peut pas être récupéré ici\u00a0; le résultat est écrit cellule par cellule.",
  "results.insert.wordDocx":
    "Fichier .docx du service inséré {where, select, cursor {à la position du curseur} replace {à la place de la sélection} earlier {à la place de la copie précédente} afterInsertion {juste après l’insertion précédente} other {à la fin du document}}.",
  "results.insert.wordParagraphs":
    "{paragraphs, plural, one {# paragraphe inséré} other {# paragraphes insérés}} {where, select, cursor {à la position du curseur} replace {à la place de la sélection} earlier {à la place de la copie précédente} afterInsertion {juste après l’insertion précédente} other {à la fin du document}}.",
  "results.insert.wordTables":
    "{tables, plural, one {# tableau inséré} other {# tableaux insérés}} {where, select, cursor {à la position du curseur} replace {à la place de la sélection} earlier {à la place de la copie précédente} afterInsertion {juste après l’insertion précédente} other {à la fin du document}}.",
  "results.insert.wordBoth":
    "{paragraphs, plural, one {# paragraphe} other {# paragraphes}} et {tables, plural, one {# tableau} other {# tableaux}} insérés {where, select, cursor {à la position du curseur} replace {à la place de la sélection} earlier {à la place de la copie précédente} afterInsertion {juste après l’insertion précédente} other {à la fin du document}}.",
  "results.insert.wordNothing":
    "Rien n’a été inséré {where, select, cursor {à la position du curseur} replace {à la place de la sélection} earlier {à la place de la copie précédente} afterInsertion {juste après l’insertion précédente} other {à la fin du document}}.",
  "results.reinsert.title": "Ce résultat est déjà dans le document",
  "results.reinsert.message":
    "{count, plural, one {Ce document contient déjà le résultat de « {fileName} ». Le remplacer par le résultat actuel, ou insérer une autre copie ?} other {Ce document contient déjà # copies du résultat de « {fileName} ». Les remplacer par une copie du résultat actuel, ou insérer une autre copie ?}}",
  "results.reinsert.replace": "Remplacer",
  "results.reinsert.another": "Insérer une autre copie",
  "results.reinsert.cancel": "Annuler",
  "results.insert.sheetName": "«\u00a0{name}\u00a0»",
  "results.insert.excelTablesNew":
    "{tables, plural, one {# tableau écrit} other {# tableaux écrits}} {sheetCount, plural, one {dans la nouvelle feuille {names}} other {dans les nouvelles feuilles {names}}}.",
  "results.insert.excelTablesSelection":
    "{tables, plural, one {# tableau écrit} other {# tableaux écrits}} à partir de la cellule sélectionnée dans «\u00a0{sheet}\u00a0».",
  "results.insert.excelLinesNew":
    "{lines, plural, one {# ligne de texte écrite} other {# lignes de texte écrites}} {sheetCount, plural, one {dans la nouvelle feuille {names}} other {dans les nouvelles feuilles {names}}}, une par ligne.",
  "results.insert.excelLinesSelection":
    "{lines, plural, one {# ligne de texte écrite} other {# lignes de texte écrites}} à partir de la cellule sélectionnée dans «\u00a0{sheet}\u00a0», une par ligne.",
  "results.insert.appended":
    "{rows, plural, one {# ligne ajoutée} other {# lignes ajoutées}} au tableau {table} de la feuille «\u00a0{sheet}\u00a0».",
  "results.insert.newColumns": "{count, plural, one {Nouvelle colonne\u00a0: {names}.} other {Nouvelles colonnes\u00a0: {names}.}}",
  "results.insert.misfits":
    "{count, plural, one {# valeur ne correspondait pas à sa colonne et a été insérée comme texte.} other {# valeurs ne correspondaient pas à leurs colonnes et ont été insérées comme texte.}}",
  "results.insert.keptAsAnswered":
    "{count, plural, one {# valeur a été insérée comme texte, comme répondu lors de la vérification, dans une colonne de nombres ou de dates ({names})\u00a0: Excel l’ignore dans les sommes et la trie comme du texte.} other {# valeurs ont été insérées comme texte, comme répondu lors de la vérification, dans des colonnes de nombres ou de dates ({names})\u00a0: Excel les ignore dans les sommes et les trie comme du texte.}}",
  "results.insert.keptBySetting":
    "{by, select, policy {{count, plural, one {# valeur a été insérée comme texte dans une colonne de nombres ou de dates ({names}), car votre organisation conserve toutes les valeurs en texte\u00a0: Excel l’ignore dans les sommes et la trie comme du texte.} other {# valeurs ont été insérées comme texte dans des colonnes de nombres ou de dates ({names}), car votre organisation conserve toutes les valeurs en texte\u00a0: Excel les ignore dans les sommes et les trie comme du texte.}}} other {{count, plural, one {# valeur a été insérée comme texte dans une colonne de nombres ou de dates ({names}), car «\u00a0Conserver toutes les valeurs en texte\u00a0» est coché\u00a0: Excel l’ignore dans les sommes et la trie comme du texte.} other {# valeurs ont été insérées comme texte dans des colonnes de nombres ou de dates ({names}), car «\u00a0Conserver toutes les valeurs en texte\u00a0» est coché\u00a0: Excel les ignore dans les sommes et les trie comme du texte.}}}}",
  "results.tableAppend.choice": "Ajouter à un tableau de ce classeur",
  "results.tableAppend.table": "Tableau",
  "results.tableAppend.tableOption": "{table} (feuille {sheet})",
  "results.tableAppend.noTables":
    "Ce classeur n’a pas encore de tableau. Créez-en un (Insertion > Tableau) ou choisissez un autre emplacement.",
  "results.tableAppend.noSource": "Ce résultat n’a aucun tableau avec des en-têtes à ajouter. Choisissez un autre emplacement.",
  "results.tableAppend.loading": "Lecture du tableau…",
  "results.tableAppend.columns": "Colonnes de {table}",
  "results.tableAppend.sourceFor": "Source de la colonne {column}",
  "results.tableAppend.textFor": "Texte de la colonne {column}",
  "results.tableAppend.empty": "Laisser vide",
  "results.tableAppend.fileName": "Nom du fichier",
  "results.tableAppend.page": "Page",
  "results.tableAppend.dateInserted": "Date d’insertion",
  "results.tableAppend.text": "Texte saisi",
  "results.tableAppend.saved": "Correspondance enregistrée dans ce classeur pour ce tableau.",
  "results.tableAppend.unmatched":
    "{count, plural, one {Rien ne correspond à la colonne {names}\u00a0: elle reste vide si vous ne choisissez pas de source.} other {Rien ne correspond aux colonnes {names}\u00a0: elles restent vides si vous ne choisissez pas de source.}}",
  "results.tableAppend.extra": "Colonnes sans place dans le tableau",
  "results.tableAppend.addColumn": "Ajouter {name} comme nouvelle colonne",
  "results.tableAppend.misfits":
    "{count, plural, one {# valeur ne correspond pas à sa colonne\u00a0: vérifiez-la dans la relecture, sinon elle sera insérée comme texte.} other {# valeurs ne correspondent pas à leurs colonnes\u00a0: vérifiez-les dans la relecture, sinon elles seront insérées comme texte.}}",
  "results.tableAppend.append": "Ajouter au tableau",
  "results.tableAppend.againTitle": "Déjà dans ce tableau",
  "results.tableAppend.again": "{fileName} a déjà été ajouté au tableau {table}. L’ajouter à nouveau\u00a0?",
  "results.tableAppend.againMany":
    "{count, plural, one {# document de ce lot a déjà été ajouté au tableau {table}\u00a0: {names}. L’ajouter à nouveau\u00a0?} other {# documents de ce lot ont déjà été ajoutés au tableau {table}\u00a0: {names}. Les ajouter à nouveau\u00a0?}}",
  "results.tableAppend.againConfirm": "Ajouter à nouveau",
  "results.tableAppend.skip": "Ignorer",
  "results.tableAppend.needMatching":
    "{count, plural, one {# résultat attend la correspondance de ses colonnes\u00a0: ouvrez-le et ajoutez-le une fois, les autres du même type suivront.} other {# résultats attendent la correspondance de leurs colonnes\u00a0: ouvrez-en un de chaque type et ajoutez-le une fois.}}",
  "results.tableAppend.skippedAgain":
    "{count, plural, one {# document était déjà dans le tableau et a été ignoré.} other {# documents étaient déjà dans le tableau et ont été ignorés.}}",
  "results.insert.xlsx":
    "Fichier .xlsx du service inséré dans {count, plural, one {# nouvelle feuille} other {# nouvelles feuilles}}\u00a0: {names}.",
  "results.insert.doubtNote": "À vérifier : {reason}",
  "results.insert.doubtsMarked":
    "{mark, select, note {{count, plural, one {# cellule à vérifier est signalée par une note.} other {# cellules à vérifier sont signalées par des notes.}}} comment {{count, plural, one {# cellule à vérifier est signalée par un commentaire.} other {# cellules à vérifier sont signalées par des commentaires.}}} other {{count, plural, one {# cellule à vérifier est surlignée (cette version d’Excel ne peut pas ajouter de notes).} other {# cellules à vérifier sont surlignées (cette version d’Excel ne peut pas ajouter de notes).}}}}",
  "results.insert.wordDoubts":
    "{mark, select, comment {{count, plural, one {# valeur à vérifier figure dans un commentaire sur l’insertion.} other {# valeurs à vérifier figurent dans un commentaire sur l’insertion.}}} other {{count, plural, one {# valeur reste à vérifier ; cette version de Word ne peut pas ajouter de commentaires, le document ne la signale donc pas.} other {# valeurs restent à vérifier ; cette version de Word ne peut pas ajouter de commentaires, le document ne les signale donc pas.}}}}",
  "results.source.heading": "Provenance",
  "results.source.from": "De {fileName}, page {page}, inséré le {date, date, medium}.",
  "results.source.fromTable": "De {fileName}, page {page} (tableau {table}), inséré le {date, date, medium}.",
  "results.source.fromPages": "De {fileName}, pages {first} à {last}, inséré le {date, date, medium}.",
  "results.source.deleted": "La source a été supprimée le {date, date, medium} ; son texte est celui qui a été inséré.",
  "results.source.deletedUndated": "La source a été supprimée ; son texte est celui qui a été inséré.",
  "results.source.elsewhere": "La source se trouve dans le compte de la personne qui l’a insérée : elle peut l’ouvrir dans son historique.",
  "results.source.openHistory": "Ouvrir dans l’historique",
  "results.source.toCheck": "Cette cellule a été insérée avec un signalement encore ouvert : sa note dit quoi vérifier.",
  "results.source.markChecked": "Marquer comme vérifiée",
  "results.source.cellsToCheck":
    "{count, plural, one {Dans ce classeur : # cellule à vérifier} other {Dans ce classeur : # cellules à vérifier}}",
  "results.source.nextToCheck": "Cellule suivante à vérifier",
  "results.source.pagePicture": "Page {page} de {fileName}",
  "results.insert.cutCells":
    "{count, plural, one {# cellule dépassait les {limit, number} caractères autorisés par Excel et a été tronquée\u00a0; la cellule indique ce qui manque. Le texte complet figure dans l’aperçu et dans le fichier du service.} other {# cellules dépassaient les {limit, number} caractères autorisés par Excel et ont été tronquées\u00a0; chacune indique ce qui manque. Le texte complet figure dans l’aperçu et dans le fichier du service.}}",
  "results.insert.keptText":
    "{count, plural, one {# cellule conservée en texte dans «\u00a0{column}\u00a0» sur «\u00a0{sheet}\u00a0»\u00a0: {cells} ne se lit pas comme {kind, select, date {une date} other {un nombre}}.} other {# cellules conservées en texte dans «\u00a0{column}\u00a0» sur «\u00a0{sheet}\u00a0»\u00a0: {cells} ne se lisent pas comme des {kind, select, date {dates} other {nombres}}.}}",
  "results.insert.keptCell": "{address} («\u00a0{text}\u00a0»)",
  "results.insert.keptMore": "{count, plural, one {# autre} other {# autres}}",
  "results.insert.totalsRow":
    "{count, plural, one {La dernière ligne du tableau {names} additionne les lignes au-dessus\u00a0: c’est la ligne des totaux du tableau, avec les chiffres du document, pas une ligne de données.} other {Les dernières lignes des tableaux {names} additionnent les lignes au-dessus\u00a0: chacune est la ligne des totaux de son tableau, avec les chiffres du document, pas une ligne de données.}}",
  "results.insert.totalsBelow":
    "{count, plural, one {La dernière ligne du tableau {names} additionne les lignes au-dessus\u00a0: elle est écrite juste sous le tableau, avec les chiffres du document, pas comme une ligne de données.} other {Les dernières lignes des tableaux {names} additionnent les lignes au-dessus\u00a0: chacune est écrite juste sous son tableau, avec les chiffres du document, pas comme une ligne de données.}}",
  // Columns read otherwise than the workbook reads numbers, and the values that decided it (review and outcome)
  "results.numbers.columnName": "«\u00a0{name}\u00a0»",
  "results.numbers.evidence":
    "Dans {columns}, {sep} est lu comme séparateur de milliers\u00a0: {from, select, column {{beside, select, none {la colonne écrit {example}.} other {la colonne écrit {beside} sans séparateur à côté de {example}.}}} other {{beside, select, none {le document écrit {example}.} other {le document écrit {beside} sans séparateur à côté de {example} dans une même colonne.}}}}",
  "results.insert.readAsDecimals":
    "{count, plural, one {# nombre, {example}, a été lu comme un nombre décimal ({decimal}), comme ce classeur le lit. Pour le lire en milliers, choisissez «\u00a0{choice}\u00a0» sous «\u00a0{field}\u00a0» et insérez à nouveau.} other {# nombres comme {example} ont été lus comme des nombres décimaux ({decimal}), comme ce classeur les lit. Pour les lire en milliers, choisissez «\u00a0{choice}\u00a0» sous «\u00a0{field}\u00a0» et insérez à nouveau.}}",

  "results.insertAll.label": "Insérer le lot",
  "results.insertAll.button": "{count, plural, =0 {Tout insérer} one {Tout insérer (# résultat)} other {Tout insérer (# résultats)}}",
  "results.insertAll.asTheyFinish": "Insérer au fur et à mesure",
  "results.insertAll.atSelection": "À partir de la cellule sélectionnée, les uns sous les autres (pas sur de nouvelles feuilles)",
  "results.insertAll.keepText": "Conserver toutes les valeurs en texte",
  "results.insertAll.fileHeadings": "Un titre avec le nom de chaque fichier",
  "results.insertAll.inserted": "{count, plural, one {# résultat inséré.} other {# résultats insérés.}}",
  "results.insertAll.nothingNew": "Il n’y avait rien de nouveau à insérer.",
  "results.insertAll.notInserted": "«\u00a0{fileName}\u00a0» n’a pas été inséré. {reason}",
  "results.insertAll.failed": "Un problème est survenu\u00a0; essayez de l’insérer de nouveau.",
  "results.insertAll.nothingToInsert": "Le service n’a rien trouvé à insérer dans ce document.",
  "results.insertAll.readAsAnswered":
    "{reading, select, text {Les nombres de «\u00a0{fileName}\u00a0» ont été gardés en texte, comme répondu lors de sa vérification.} other {Les nombres de «\u00a0{fileName}\u00a0» ont été lus en {choice}, comme répondu lors de sa vérification.}}",
  "results.insertAll.cutCells":
    "{count, plural, one {Une cellule de «\u00a0{fileName}\u00a0» dépassait les {limit, number} caractères autorisés par Excel et a été tronquée\u00a0; la cellule indique ce qui manque.} other {# cellules de «\u00a0{fileName}\u00a0» dépassaient les {limit, number} caractères autorisés par Excel et ont été tronquées\u00a0; chacune indique ce qui manque.}}",

  "results.open.translationFailed": "La transcription est prête, mais sa traduction n’a pas pu être récupérée ({reason}).",
  "results.open.translationFailedPlain": "La transcription est prête, mais sa traduction n’a pas pu être récupérée.",
  "results.open.notProcessed": "«\u00a0{fileName}\u00a0» n’est pas encore traité.",
  "results.open.notLoaded": "Le résultat de «\u00a0{fileName}\u00a0» n’a pas pu être chargé. Essayez de l’ouvrir de nouveau.",

  "results.document.page": "Page {page}",
  "results.document.translation": "Traduction",
  "results.document.translationIn": "Traduction ({language})",
  "results.document.translationPage": "Traduction, page {page}",
  "results.document.translationInPage": "Traduction ({language}), page {page}",
  "results.document.tableCaption": "Tableau {index} (page {page})",
  "results.document.keyValuePairs": "Paires clé-valeur",
  "results.document.recordCaption": "Enregistrement {number} (page {page})",
  "results.document.extractedFieldsCaption": "Champs extraits (page {page})",
  "results.document.extractedFields": "Champs extraits",
  "results.document.key": "Clé",
  "results.document.value": "Valeur",
  "results.document.field": "Champ",
  "results.document.file": "Fichier",
  "results.document.pageColumn": "Page",
  "results.document.text": "Texte",
  "results.document.column": "Colonne {number}",
  "results.document.tableSheet": "T{index}",
  "results.document.keyValueSheet": "Clé-valeur",
  "results.document.textSheet": "Texte",
  "results.document.transcriptsSheet": "Transcriptions",
  "results.document.resultSheet": "Résultat",
  "results.document.title":
    "{kind, select, transcript {Transcription\u00a0: {fileName}} tables {Tableaux\u00a0: {fileName}} other {Champs extraits\u00a0: {fileName}}}",
  "results.document.cutMark": "[…{rest, number} caractères de plus non affichés\u00a0: Excel en contient {limit, number} par cellule]",

  "results.office.selectCell":
    "Sélectionnez d’abord une cellule dans une feuille\u00a0: le résultat est écrit à partir de la cellule sélectionnée, vers le bas et vers la droite.",
  "results.office.doesNotFit":
    "Le résultat ne tient pas sous la cellule sélectionnée et à sa droite. Sélectionnez une cellule plus proche du coin supérieur gauche, ou insérez sur de nouvelles feuilles.",
  "results.office.notEmpty":
    "Les cellules de {from} à {to} ne sont pas toutes vides, et le complément n’écrase jamais vos données. Sélectionnez une zone vide, ou insérez sur de nouvelles feuilles.",
  "results.office.noTablesToInsert":
    "Le service n’a trouvé aucun tableau ni aucune paire clé-valeur dans ce document\u00a0: il n’y a rien à insérer.",
  "results.office.noTables": "Le service n’a trouvé aucun tableau ni aucune paire clé-valeur dans ce document.",
  "results.office.noKeyValues": "Le service n’a trouvé aucune paire clé-valeur dans ce document.",
  "results.office.emptyTranscript": "La transcription est vide\u00a0: il n’y a rien à insérer.",
  "results.office.emptyTranscriptShort": "La transcription est vide.",
  "results.office.emptyTranscripts": "Les transcriptions sont vides\u00a0: il n’y a rien à insérer.",
  "results.office.noRecords": "L’extracteur n’a renvoyé aucun enregistrement pour ce document\u00a0: il n’y a rien à insérer.",
  "results.office.noRows": "Ce document n’a aucune ligne à ajouter.",
  "results.office.tableGone": "Le tableau {table} n’est plus dans ce classeur. Choisissez à nouveau un tableau.",
  "results.office.belowNotEmpty":
    "Rien n’a été ajouté\u00a0: les lignes sous le tableau {table} de la feuille {sheet} ne sont pas vides, et le tableau s’étendrait dessus. Déplacez ce qui se trouve sous le tableau, puis ajoutez à nouveau.",
  "results.office.tableChanged":
    "Les colonnes du tableau {table} ont changé depuis l’affichage de la correspondance. Vérifiez la correspondance, puis ajoutez à nouveau.",
  "results.office.noWorkbookInsert": "Cette version d’Excel ne peut pas insérer de classeurs.",
  "results.office.noFileInsert": "Cette version de Word ne peut pas insérer de fichiers.",
  "results.office.docxTooLarge":
    "Le fichier .docx du service dépasse les 4 Mo que Word accepte d’un complément\u00a0; le résultat est inséré à partir de son texte.",
  "results.office.noPictures": "Cette version d’Excel ne peut pas lire les images.",
  "results.office.noSelectedPicture":
    "Cette version d’Excel ne peut pas indiquer à un complément quelle image est sélectionnée\u00a0: choisissez plutôt l’image dans la liste.",
  "results.office.selectExcelPicture":
    "Sélectionnez d’abord une image dans le classeur (cliquez dessus pour afficher ses poignées), ou choisissez-en une dans la liste.",
  "results.office.selectWordPicture":
    "Sélectionnez d’abord une image dans le document (cliquez dessus pour l’encadrer). Les images flottant au-dessus du texte ne peuvent pas être lues\u00a0: définissez l’habillage de l’image sur «\u00a0Aligné sur le texte\u00a0», ou enregistrez-la dans un fichier et choisissez ce fichier.",
  "results.office.pictureNotHanded":
    "Office n’a pas transmis cette image (Word sur iPad ne le fait pas, par exemple). Enregistrez l’image dans un fichier et choisissez plutôt ce fichier.",
  "results.office.pictureFormat":
    "Cette image est dans un format que le service ne peut pas lire (seules les images PNG, JPG, GIF, TIFF et HEIC peuvent être envoyées). Enregistrez-la en PNG ou JPG et choisissez plutôt ce fichier.",
  "results.office.needWordTables":
    "Cette version de Word ne peut pas insérer de tableaux ni de styles de titre prédéfinis depuis un complément (WordApi 1.3 manque)\u00a0: les tableaux sont insérés en lignes séparées par des tabulations et les titres par nom de style.",
  "results.office.needWordFile":
    "Cette version de Word ne peut pas insérer le fichier .docx du service (Word pour Windows, Mac ou le web le peut)\u00a0; le résultat est inséré à partir de son texte.",
  "results.office.needExcelFile":
    "Cette version d’Excel ne peut pas insérer le fichier .xlsx du service sous forme de feuilles (il faut ExcelApi 1.13 sous Windows, Mac ou sur le web)\u00a0; le résultat est écrit cellule par cellule.",
  "results.office.needExcelPictures":
    "Cette version d’Excel ne peut pas transmettre à un complément les images d’un classeur (ExcelApi 1.9 manque). Enregistrez l’image dans un fichier et choisissez plutôt ce fichier.",
};
