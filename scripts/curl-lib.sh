# Shared by the curl journeys: a JSON reader, and a new learner signed up, verified through the
# local dev mailbox and signed in (the bearer token comes in the set-auth-token header).
BASE="${BASE:-http://localhost:3000}"
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }

# sign_in EMAIL PASSWORD -> prints the bearer token
sign_in() {
  curl -s -D - -o /dev/null -X POST "$BASE/api/auth/sign-in/email" -H 'content-type: application/json' \
    -H "origin: $BASE" -d "{\"email\":\"$1\",\"password\":\"$2\"}" |
    awk -F': ' 'tolower($1)=="set-auth-token"{print $2}' | tr -d '\r'
}

# new_learner EMAIL PASSWORD -> prints the bearer token
new_learner() {
  curl -sf -X POST "$BASE/api/auth/sign-up/email" -H 'content-type: application/json' -H "origin: $BASE" \
    -d "{\"email\":\"$1\",\"password\":\"$2\",\"name\":\"\"}" >/dev/null
  local link
  link=$(curl -sf "$BASE/dev/mailbox/messages.json" |
    json "v.items.find(m=>m.to==='$1'&&m.kind==='verify-email').link")
  curl -s -o /dev/null "$link"
  sign_in "$1" "$2"
}
