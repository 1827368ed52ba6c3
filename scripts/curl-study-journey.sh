#!/usr/bin/env bash
# Studying through the API with a bearer token, as the apps do it: a new learner adds six Spanish
# words, studies them in each method (flashcards, multiple choice, typing), sees a card's next due
# time and the progress figures change, uploads an offline batch twice (the second time changes
# nothing), exports the review log, and has a story written by the template generator.
# Usage: BASE=http://localhost:3000 scripts/curl-study-journey.sh   (server from `npm start`, no SMTP)
set -euo pipefail
source "$(dirname "$0")/curl-lib.sh"
EMAIL="${EMAIL:-study-$(date +%s)@example.com}"
TOKEN=$(new_learner "$EMAIL" 'study-secret-1')
AUTH=(-H "authorization: Bearer $TOKEN" -H 'content-type: application/json')
uuid() { cat /proc/sys/kernel/random/uuid; }
post() { curl -s -w '\n' -X POST "$BASE/api/me/$1" "${AUTH[@]}" -d "$2"; }

echo "== $EMAIL: native English, learning Spanish, in New York; six words"
curl -sf -X PUT "$BASE/api/me/profile" "${AUTH[@]}" -d '{"nativeLanguageCode":"en","targetLanguageCode":"es"}' >/dev/null
curl -sf -X PUT "$BASE/api/me/settings" "${AUTH[@]}" -d '{"timeZone":"America/New_York","newCardsPerDay":6}'
echo
for word in casa agua pan amigo libro árbol; do
  post words "{\"value\":\"$word\",\"languageCode\":\"es\"}" | json '`  + ${v.word.value} (${v.status}, card ${v.card.state})`'
done

echo "== progress before"
curl -sf "$BASE/api/me/progress" "${AUTH[@]}" | json 'JSON.stringify({today: v.today, todayCounts: v.todayCounts, wordsByStatus: v.wordsByStatus, streak: v.streak})'

echo "== flashcards: the queue, each card with the interval each rating would give"
SESSION=$(post sessions '{"method":"flashcards","limit":2}')
echo "$SESSION" | json 'JSON.stringify({id: v.id, studyDay: v.studyDay, counts: v.counts, first: {prompt: v.items[0].prompt, intervals: Object.fromEntries(Object.entries(v.items[0].intervals).map(([k, o]) => [k, o.intervalMs < 864e5 ? Math.round(o.intervalMs / 6e4) + " min" : Math.round(o.intervalMs / 864e5) + " d"]))}})'
CARD=$(echo "$SESSION" | json 'v.items[0].cardId')
echo "-- answer Good: the card's next due time"
post reviews "{\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"flashcards\",\"rating\":3,\"durationMs\":4200}" |
  json 'JSON.stringify(v.results.map(r => ({status: r.status, rating: r.rating, card: {state: r.card.state, due: r.card.due}, againThisSession: r.againThisSession})))'

echo "== multiple choice: four options; a wrong choice is Again, and which one was chosen is kept"
SESSION=$(post sessions '{"method":"multipleChoice","scope":"new","limit":2}')
echo "$SESSION" | json 'JSON.stringify({prompt: v.items[0].prompt, options: v.items[0].options.map(o => o.text)})'
ID=$(echo "$SESSION" | json 'v.id')
CARD=$(echo "$SESSION" | json 'v.items[0].cardId')
WRONG=$(echo "$SESSION" | json 'v.items[0].options.find(o => o.id !== v.items[0].cardId).id')
post reviews "{\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"sessionId\":\"$ID\",\"method\":\"multipleChoice\",\"chosenOptionId\":\"$WRONG\",\"durationMs\":3100}" |
  json 'JSON.stringify(v.results.map(r => ({status: r.status, rating: r.rating, grade: r.grade})))'

echo "== typing: graded on the server in tiers, with a character diff"
SESSION=$(post sessions '{"method":"typing","scope":"new"}')
echo "$SESSION" | json 'v.items.map(i => `  ${i.prompt.text} -> type the ${i.answerLanguage} word`).join("\n")'
for pair in 'árbol:arbol' 'libro:lirbo' 'amigo:amigo' 'pan:leche'; do
  word=${pair%%:*}; typed=${pair#*:}
  CARD=$(echo "$SESSION" | json "(v.items.find(i => i.word.value === '$word') || {}).cardId || ''")
  [ -z "$CARD" ] && continue
  post reviews "{\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"typing\",\"typed\":\"$typed\",\"durationMs\":6000}" |
    json "'  $word, typed \"$typed\": ' + JSON.stringify(v.results.map(r => ({rating: r.rating, tier: r.grade.tier, note: r.grade.note, diff: r.grade.diff.map(d => (d.kind === 'equal' ? '' : d.kind === 'extra' ? '+' : '-') + d.text).join('|')})))"
done

echo "== progress after"
curl -sf "$BASE/api/me/progress" "${AUTH[@]}" | json 'JSON.stringify({todayCounts: v.todayCounts, wordsByStatus: v.wordsByStatus, streak: v.streak, timeStudied: v.timeStudied, dueForecast: v.dueForecast.slice(0, 3)})'

echo "== an offline batch on a new word (answered earlier this hour, sent out of order), uploaded twice"
CARD=$(post words '{"value":"ventana","languageCode":"es"}' | json 'v.id')
NOW=$(date +%s)
at() { date -u -d "@$((NOW - $1))" +%Y-%m-%dT%H:%M:%S.000Z; }
BATCH="{\"reviews\":[
  {\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"flashcards\",\"rating\":3,\"reviewedAt\":\"$(at 600)\",\"durationMs\":3000},
  {\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"flashcards\",\"rating\":1,\"reviewedAt\":\"$(at 1800)\",\"durationMs\":5000},
  {\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"flashcards\",\"rating\":3,\"reviewedAt\":\"$(at 1200)\",\"durationMs\":2500}]}"
echo "-- first upload"
post reviews "$BATCH" | json 'v.results.map(r => `  ${r.reviewedAt} rating ${r.rating}: ${r.status}, card ${r.card.state} reps ${r.card.reps}`).join("\n")'
echo "-- one more answer, from before the last one: logged, the card does not move back"
post reviews "{\"id\":\"$(uuid)\",\"cardId\":\"$CARD\",\"method\":\"flashcards\",\"rating\":1,\"reviewedAt\":\"$(at 900)\",\"durationMs\":4000}" |
  json 'v.results.map(r => `  ${r.reviewedAt} rating ${r.rating}: ${r.status}, card ${r.card.state} reps ${r.card.reps}`).join("\n")'
echo "-- second upload of the same batch"
post reviews "$BATCH" | json 'v.results.map(r => `  ${r.id.slice(0, 8)}: ${r.status}, card reps ${r.card.reps}`).join("\n")'

echo "== the review log in the FSRS optimizer's columns"
curl -sf "$BASE/api/me/reviews.csv" "${AUTH[@]}" | head -4

echo "== a story from three of the words (the template generator while no AI endpoint is configured)"
IDS=$(curl -sf "$BASE/api/me/words?limit=3" "${AUTH[@]}" | json 'JSON.stringify(v.items.map(w => w.id))')
post stories "{\"wordIds\":$IDS,\"length\":\"Very Short\"}" |
  json 'JSON.stringify({generator: v.generator, title: v.title, actualWordCount: v.actualWordCount, words: v.words, text: v.text.slice(0, 240) + "…"}, null, 1)'
