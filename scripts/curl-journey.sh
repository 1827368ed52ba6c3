#!/usr/bin/env bash
# A learner's journey through the API with a bearer token, as the apps make it:
# sign up -> verify (link from the local dev mailbox) -> sign in -> set profile -> search the dictionary
# -> add 20 words as a Free learner -> the 21st is refused with LIMIT_REACHED -> one invalid word.
# Usage: BASE=http://localhost:3000 scripts/curl-journey.sh   (server started with `npm start`, no SMTP)
set -euo pipefail
source "$(dirname "$0")/curl-lib.sh"
EMAIL="${EMAIL:-journey-$(date +%s)@example.com}"
PASSWORD="${PASSWORD:-journey-secret-1}"

echo "== sign up $EMAIL, verify through the dev mailbox, sign in (bearer token from set-auth-token)"
TOKEN=$(new_learner "$EMAIL" "$PASSWORD")
AUTH=(-H "authorization: Bearer $TOKEN")

echo "== set profile"
curl -sf -X PUT "$BASE/api/me/profile" "${AUTH[@]}" -H 'content-type: application/json' \
  -d '{"firstName":"Jo","lastName":"Journey","nativeLanguageCode":"es","targetLanguageCode":"en","isOnboardingCompleted":true}'
echo

echo "== search the dictionary (GET /api/dictionary: prefix matches first, then substring)"
curl -s -w ' [%{http_code}]\n' "$BASE/api/dictionary?language=en&q=wa&limit=5" "${AUTH[@]}" | cut -c1-300

echo "== add 20 words by spelling (POST /api/me/words also takes a dictionary id or a custom word)"
WORDS=(house water bread friend book city day night dog cat school family time work sun tree window key apple bridge journey)
added=0
for word in "${WORDS[@]}"; do
  code=$(curl -s -o /tmp/journey-add.json -w '%{http_code}' -X POST "$BASE/api/me/words" "${AUTH[@]}" \
    -H 'content-type: application/json' -d "{\"value\":\"$word\",\"languageCode\":\"en\"}")
  if [ "$code" = 201 ]; then added=$((added + 1)); echo "  + $word"; else echo "  ! $word [$code] $(cat /tmp/journey-add.json)"; fi
done
echo "added $added"

echo "== limits"
curl -sf "$BASE/api/me/limits" "${AUTH[@]}"
echo

echo "== a word the dictionary lacks is refused and counted under today's invalid attempts"
curl -s -w ' [%{http_code}]\n' -X POST "$BASE/api/me/words" "${AUTH[@]}" -H 'content-type: application/json' \
  -d '{"value":"recieve","languageCode":"en"}'
curl -sf "$BASE/api/me/export" "${AUTH[@]}" | json 'JSON.stringify({words: v.words.length, profile: v.profile.firstName})'

# What the admin's Settings tab shows for this learner (set ADMIN_EMAIL and ADMIN_PASSWORD, e.g. the
# demo administrator printed on the first start).
if [ -n "${ADMIN_EMAIL:-}" ] && [ -n "${ADMIN_PASSWORD:-}" ]; then
  echo "== the admin's view of this learner's settings"
  ADMIN=$(sign_in "$ADMIN_EMAIL" "$ADMIN_PASSWORD")
  ID=$(curl -sf "$BASE/api/admin/users?search=$EMAIL" -H "authorization: Bearer $ADMIN" | json 'v.items[0].uid')
  curl -sf "$BASE/api/admin/users/$ID/user-settings" -H "authorization: Bearer $ADMIN" |
    json 'JSON.stringify({collectionsMetadata: v.collectionsMetadata, regularUser: v.constraints.regularUser.constraints, invalidWordAttempts: v.invalidWordAttempts}, null, 1)'
fi
