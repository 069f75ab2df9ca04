#compdef escarmouche
# escarmouche zsh completion: eval "$(escarmouche completion zsh)"
_escarmouche() {
  local -a replies
  local program=${1:-escarmouche}
  [[ -z $1 && ${words[1]} == */* ]] && program=${words[1]}
  replies=("${(@f)$(command $program __complete zsh "${(@Q)words[1,CURRENT-1]}" "${(Q)PREFIX}" 2>/dev/null)}")
  local space=${replies[1]}
  shift replies
  (( ${#replies} )) || return 1
  if [[ $space == space ]]; then compadd -U -- "${replies[@]}"; else compadd -U -S '' -- "${replies[@]}"; fi
}
# npx escarmouche, unless something completes npx already: the project's node_modules/.bin/escarmouche, else PATH's
_escarmouche_npx() {
  (( CURRENT > 2 )) && [[ ${words[2]} == escarmouche* ]] || return 1
  local dir=$PWD
  while [[ -n $dir && ! -x $dir/node_modules/.bin/escarmouche ]]; do dir=${dir%/*}; done
  _escarmouche ${dir:+$dir/node_modules/.bin/}escarmouche
}
if (( $+functions[compdef] )); then
  compdef _escarmouche escarmouche
  (( $+_comps[npx] )) || compdef _escarmouche_npx npx
fi
