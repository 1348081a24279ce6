/// <reference path="../pb_data/types.d.ts" />
// The header's default announcements say only what is true of the shop (README: Decisions,
// "Promotions"): "30 days money back guarantee" sat beside a no-returns policy and "20% off your
// first order" had no way to get it. Only those two defaults are replaced; an announcement the
// owner wrote stays. The same texts are the app's defaults (src/lib/settings-defaults.ts).

const OLD = ["30 days money back guarantee", "20% off your first order"];
const NEW = [
  { text: "100% authentic goods, bought abroad by us" },
  { text: "Delivery across Sri Lanka in 7-10 working days" },
];

function swap(app, from, to) {
  for (const record of app.findAllRecords("settings")) {
    let list = [];
    try {
      list = JSON.parse(record.getString("announcements") || "[]");
    } catch (_) {
      continue;
    }
    const kept = list.filter((a) => !from.includes(a.text));
    if (kept.length === list.length) continue;
    record.set("announcements", kept.concat(to));
    app.save(record);
  }
}

migrate(
  (app) => swap(app, OLD, NEW),
  (app) =>
    swap(
      app,
      NEW.map((a) => a.text),
      OLD.map((text) => ({ text })),
    ),
);
