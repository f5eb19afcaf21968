import type { microsoft as english } from "../en/microsoft";
import type { Translation } from "../../translation";

export const microsoft: Translation<typeof english> = {
  "microsoft.graph.noLicence":
    "لا يتضمن حسابك في Microsoft 365 مساحة OneDrive أو صندوق بريد لهذا: اطلب من المسؤول ترخيصًا يتضمنه، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.graph.signInExpired": "انتهت صلاحية تسجيل دخولك إلى Microsoft 365. سجّل الدخول إلى Microsoft 365 مرة أخرى.",
  "microsoft.graph.consentRefused":
    "لم تسمح مؤسستك لهذه الوظيفة الإضافية بقراءة هذه الملفات أو الرسائل. اطلب من المسؤول منح الموافقة، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.graph.forbidden": "ليس لديك حق الوصول إلى هذا العنصر في Microsoft 365. اطلب من مالكه مشاركته معك.",
  "microsoft.graph.notFound": "لم يعد هذا العنصر موجودًا في Microsoft 365: فقد حُذف أو نُقل في هذه الأثناء. اختره مرة أخرى من مكانه الحالي.",
  "microsoft.graph.throttledWait":
    "Microsoft 365 مشغول وطلب الانتظار {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}. أعد المحاولة بعد قليل.",
  "microsoft.graph.throttled": "Microsoft 365 مشغول الآن. أعد المحاولة بعد قليل.",
  "microsoft.graph.server": "تعذّر على Microsoft 365 الرد (الخطأ {status}). أعد المحاولة بعد قليل.",
  "microsoft.graph.unreadable": "أرسل Microsoft 365 ردًا تعذّرت قراءته. أعد المحاولة بعد قليل.",
  "microsoft.graph.unreadableList": "أرسل Microsoft 365 قائمة تعذّرت قراءتها. أعد المحاولة بعد قليل.",
  "microsoft.graph.downloadFailed": "تعذّر تنزيل الملف من Microsoft 365. تحقّق من اتصالك وأعد المحاولة.",
  "microsoft.graph.foreignLink": "أرسل Microsoft 365 رابطًا إلى عنوان آخر، ولم يتم فتحه.",
  "microsoft.graph.unreachable": "تعذّر الوصول إلى Microsoft 365. تحقّق من اتصالك وأعد المحاولة.",
  "microsoft.graph.aborted": "تم إلغاء الطلب.",

  "microsoft.signIn.needed": "سجّل الدخول إلى Microsoft 365 لاستخدام هذه الملفات.",
  "microsoft.signIn.declined":
    "لم تسمح للوظيفة الإضافية بقراءة هذه الملفات أو الرسائل. سجّل الدخول إلى Microsoft 365 مرة أخرى ووافق لاستخدامها.",
  "microsoft.signIn.cancelled": "تم إلغاء تسجيل الدخول إلى Microsoft 365. سجّل الدخول مرة أخرى لاستخدام هذه الملفات.",
  "microsoft.signIn.blocked":
    "تم حظر نافذة تسجيل الدخول إلى Microsoft 365. اسمح بالنوافذ المنبثقة لهذه الوظيفة الإضافية، ثم سجّل الدخول مرة أخرى.",
  "microsoft.signIn.failed": "لم ينجح تسجيل الدخول إلى Microsoft 365. أعد المحاولة، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.signIn.notConfigured": "لم يتم إعداد Microsoft 365 لهذه الوظيفة الإضافية. اطلب من المسؤول إعداده.",

  "microsoft.sources.notSupportedType": "ليس ملف PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF.",
  "microsoft.sources.tooLarge": "{size}: تقبل الخدمة ملفات حتى {limit}.",
  "microsoft.sources.empty": "الملف فارغ.",
  "microsoft.sources.refused": "{name}: {reason}",
  "microsoft.sources.downloadFailed": "تعذّر تنزيله.",
  "microsoft.sources.noSubject": "(بلا موضوع)",
  "microsoft.sources.unknownSender": "مرسل غير معروف",
  "microsoft.sources.messageLabel": "{subject}، {sender}",
  "microsoft.origin.onedrive": "من OneDrive: {label}",
  "microsoft.origin.sharepoint": "من SharePoint: {label}",
  "microsoft.origin.mail": "من البريد: {label}",

  "microsoft.picker.failed": "حدث خطأ في Microsoft 365. أعد المحاولة.",
  "microsoft.picker.loading": "جارٍ التحميل من Microsoft 365…",
  "microsoft.picker.search": "بحث",
  "microsoft.sourcesPanel.region": "ملفات Microsoft 365 وبريده",
  "microsoft.sourcesPanel.signedInAs": "Microsoft 365: تم تسجيل الدخول باسم {name} ({username}).",
  "microsoft.sourcesPanel.signOut": "تسجيل الخروج من Microsoft 365",
  "microsoft.sourcesPanel.files": "OneDrive وSharePoint",
  "microsoft.sourcesPanel.mail": "مرفقات البريد",
  "microsoft.sourcesPanel.signIn": "تسجيل الدخول إلى Microsoft 365",
  "microsoft.sourcesPanel.explain": "استخدم ملفات من OneDrive وSharePoint والبريد.",

  "microsoft.driveBrowser.region": "OneDrive وSharePoint",
  "microsoft.driveBrowser.recent": "الأخيرة",
  "microsoft.driveBrowser.recentTitle": "الملفات الأخيرة",
  "microsoft.driveBrowser.myFiles": "ملفاتي",
  "microsoft.driveBrowser.shared": "مشتركة معي",
  "microsoft.driveBrowser.sites": "مواقع SharePoint",
  "microsoft.driveBrowser.searchTitle": "بحث: {text}",
  "microsoft.driveBrowser.searchLabel": "البحث في OneDrive",
  "microsoft.driveBrowser.back": "رجوع",
  "microsoft.driveBrowser.openFolder": "فتح المجلد {name}",
  "microsoft.driveBrowser.openSite": "فتح الموقع {name}",
  "microsoft.driveBrowser.openLibrary": "فتح المكتبة {name}",
  "microsoft.driveBrowser.folders": "المجلدات",
  "microsoft.driveBrowser.files": "الملفات",
  "microsoft.driveBrowser.empty": "لا توجد ملفات في هذا المكان.",
  "microsoft.driveBrowser.add":
    "{count, plural, =0 {إضافة الملفات المحددة} zero {إضافة # ملف} one {إضافة ملف واحد} two {إضافة ملفين} few {إضافة # ملفات} many {إضافة # ملفًا} other {إضافة # ملف}}",

  "microsoft.mailPicker.region": "مرفقات البريد",
  "microsoft.mailPicker.searchLabel": "البحث في البريد حسب المرسل أو الموضوع",
  "microsoft.mailPicker.back": "رجوع إلى الرسائل",
  "microsoft.mailPicker.attachments": "المرفقات",
  "microsoft.mailPicker.messages": "رسائل بها مرفقات",
  "microsoft.mailPicker.add":
    "{count, plural, =0 {إضافة المرفقات المحددة} zero {إضافة # مرفق} one {إضافة مرفق واحد} two {إضافة مرفقين} few {إضافة # مرفقات} many {إضافة # مرفقًا} other {إضافة # مرفق}}",
};
