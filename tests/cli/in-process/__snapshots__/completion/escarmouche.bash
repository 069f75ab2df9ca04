# escarmouche bash completion: eval "$(escarmouche completion bash)"
_escarmouche() {
  local IFS= reply space program=escarmouche
  [[ $1 == */* ]] && program=$1
  COMPREPLY=()
  { read -r space; while read -r reply; do COMPREPLY+=("$reply"); done; } < <(command "$program" __complete bash "$2" "${COMP_LINE:0:COMP_POINT}" 2>/dev/null)
  [[ $space == space ]] || compopt -o nospace 2>/dev/null
  return 0
}
complete -F _escarmouche escarmouche
# npx escarmouche, unless something completes npx already: the project's node_modules/.bin/escarmouche, else PATH's
_escarmouche_npx() {
  [[ $COMP_CWORD -ge 2 && ${COMP_WORDS[1]} == escarmouche* ]] || return 0
  local dir=$PWD
  while [[ $dir && ! -x $dir/node_modules/.bin/escarmouche ]]; do dir=${dir%/*}; done
  _escarmouche "${dir:+$dir/node_modules/.bin/}escarmouche" "${@:2}"
}
complete -p npx >/dev/null 2>&1 || complete -F _escarmouche_npx npx
