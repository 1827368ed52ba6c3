#!/usr/bin/env bash
# A learner's journey through the API with a bearer token, as the apps make it:
# sign up -> verify (link from the local dev mailbox) -> sign in -> set profile -> search the dictionary
# -> add 20 words as a Free learner -> the 21st is refused with LIMIT_REACHED -> one invalid word.
# Usage: BASE=http://localhost:3000 scripts/curl-journey.sh   (server started with `npm start`, no SMTP)
set -euo pipefail
BASE="${BASE:-http://localhost:3000}"
EMAIL="${EMAIL:-journey-$(date +%s)@example.com}"
PASSWORD="${PASSWORD:-journey-secret-1}"
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }

echo "== sign up $EMAIL"
curl -sf -X POST "$BASE/api/auth/sign-up/email" -H 'content-type: application/json' -H "origin: $BASE" \
  -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"name\":\"\"}" >/dev/null

echo "== verify through the dev mailbox"
LINK=$(curl -sf "$BASE/dev/mailbox/messages.json" |
  json "v.items.find(m=>m.to==='$EMAIL'&&m.kind==='verify-email').link")
curl -s -o /dev/null "$LINK"

echo "== sign in: the bearer token comes in the set-auth-token header"
TOKEN=$(curl -s -D - -o /dev/null -X POST "$BASE/api/auth/sign-in/email" -H 'content-type: application/json' \
  -H "origin: $BASE" -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" |
  awk -F': ' 'tolower($1)=="set-auth-token"{print $2}' | tr -d '\r')
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
  ADMIN=$(curl -s -D - -o /dev/null -X POST "$BASE/api/auth/sign-in/email" -H 'content-type: application/json' \
    -H "origin: $BASE" -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" |
    awk -F': ' 'tolower($1)=="set-auth-token"{print $2}' | tr -d '\r')
  ID=$(curl -sf "$BASE/api/admin/users?search=$EMAIL" -H "authorization: Bearer $ADMIN" | json 'v.items[0].uid')
  curl -sf "$BASE/api/admin/users/$ID/user-settings" -H "authorization: Bearer $ADMIN" |
    json 'JSON.stringify({collectionsMetadata: v.collectionsMetadata, regularUser: v.constraints.regularUser.constraints, invalidWordAttempts: v.invalidWordAttempts}, null, 1)'
fi
