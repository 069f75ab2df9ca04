# escarmouche fish completion: escarmouche completion fish | source
function __escarmouche_complete
  set -l words (commandline -opc)
  set -l program escarmouche
  if test "$words[1]" = npx
    set -l dir $PWD
    while test -n "$dir"; and not test -x "$dir/node_modules/.bin/escarmouche"
      set dir (string replace -r '/[^/]*$' '' -- $dir)
    end
    test -n "$dir"; and set program "$dir/node_modules/.bin/escarmouche"
  end
  command $program __complete fish $words (commandline -ct | string unescape) 2>/dev/null
end
complete -c escarmouche -f -a '(__escarmouche_complete)'
# npx escarmouche: added to what completes npx, only after the word escarmouche
complete -c npx -f -n '__fish_seen_subcommand_from escarmouche' -a '(__escarmouche_complete)'
