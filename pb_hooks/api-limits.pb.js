// What a non-superuser may ask of the record API and of realtime
// (docs/decisions/0009-limits-hold-for-every-caller.md). No expand through a back-relation
// (`x_via_y`) and no expand deeper than one relation (the app needs none); no filter or sort
// through a back-relation; at most 500 catalogue records a page (the sync's page size). Expands run
// after these hooks, so a refused one costs nothing; a back-relation filter or sort found nothing
// cheaply first, because the catalogue's list rule refuses it (migration 1763800120). Record API
// responses also get a no-content security policy.

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkRead(e, true);
  e.next();
});

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkRead(e, false);
  e.next();
});

// Creates, updates and every sign-in answer (auth-refresh included) expand what `?expand=` asks
// for too: the same refusals, before anything is stored.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkExpand(e);
  e.next();
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkExpand(e);
  e.next();
});

onRecordAuthRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkExpand(e);
  e.next();
});

// Realtime subscriptions: the same refusals for their expand, filter and sort options.
onRealtimeSubscribeRequest((e) => {
  require(`${__hooks}/lib/api-limits.js`).checkSubscriptions(e);
  e.next();
});
