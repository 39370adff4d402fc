/// The part of the bash and zsh scripts that reads the command line, written once in the syntax both shells share
/// (zsh runs it with `ksharrays`, so arrays count from 0 as in bash). After `__gh_lite_walk CWORD WORDS...`:
/// `__gh_lite_path` is the command reached (`issue list`), `__gh_lite_value_flag` the flag whose value is being typed
/// (if any), `__gh_lite_repo` the `--repo` given, `__gh_lite_cur` the word or list item being completed and
/// `__gh_lite_lead` what was typed before it in the same word (`--json=number,`), `__gh_lite_list` set when that value
/// is a comma-separated list. `__gh_lite_candidates`
/// then prints what may come there, one per line (a tab before a description), or `<files>` for a path.
enum ShellCompletionWalk {
    static let functions = #"""
        __gh_lite_walk() {
          local cword=$1 i=1 word flag next
          shift
          local -a w
          w=("$@")
          __gh_lite_path="" __gh_lite_value_flag="" __gh_lite_repo="" __gh_lite_lead="" __gh_lite_given="" __gh_lite_list=""
          __gh_lite_cur=${w[cword]}
          while (( i < cword )); do
            word=${w[i]}
            if [[ $word == --*=* ]]; then
              [[ ${word%%=*} == --repo ]] && __gh_lite_repo=${word#*=}
            elif [[ $word == -?* ]]; then
              flag=$word
              if [[ -n $(__gh_lite_flag_values "$__gh_lite_path" "$flag") ]]; then
                i=$((i + 1))
                # bash splits `--flag=value` into `--flag`, `=` and `value`.
                if (( i < cword )) && [[ ${w[i]} == = ]]; then i=$((i + 1)); fi
                if (( i >= cword )); then
                  __gh_lite_value_flag=$flag
                  [[ $__gh_lite_cur == = ]] && __gh_lite_cur=""
                  __gh_lite_given_items
                  return
                fi
                [[ $flag == --repo || $flag == -R ]] && __gh_lite_repo=${w[i]}
              fi
            else
              next=$(__gh_lite_command "$__gh_lite_path" "$word")
              [[ -n $next ]] && __gh_lite_path=$next
            fi
            i=$((i + 1))
          done
          if [[ $__gh_lite_cur == --*=* ]] && [[ -n $(__gh_lite_flag_values "$__gh_lite_path" "${__gh_lite_cur%%=*}") ]]; then
            __gh_lite_value_flag=${__gh_lite_cur%%=*}
            __gh_lite_lead=$__gh_lite_value_flag=
            __gh_lite_cur=${__gh_lite_cur#*=}
            __gh_lite_given_items
          fi
        }

        # For a comma-separated value, the items typed before the last comma join the lead (kept as typed) and
        # `__gh_lite_given`; `__gh_lite_cur` is the item being typed.
        __gh_lite_given_items() {
          local kind
          read -r kind < <(__gh_lite_flag_values "$__gh_lite_path" "$__gh_lite_value_flag")
          [[ $kind == *, ]] || return 0
          __gh_lite_list=1
          __gh_lite_given=${__gh_lite_cur%"${__gh_lite_cur##*,}"}
          __gh_lite_lead+=$__gh_lite_given
          __gh_lite_cur=${__gh_lite_cur##*,}
        }

        __gh_lite_candidates() {
          local cur=$__gh_lite_cur line kind="" source c
          local -a values
          if [[ -n $__gh_lite_value_flag ]]; then
            while IFS= read -r line; do
              if [[ -z $kind ]]; then kind=$line; else values+=("$line"); fi
            done < <(__gh_lite_flag_values "$__gh_lite_path" "$__gh_lite_value_flag")
            case ${kind%,} in
              file) echo '<files>'; return ;;
              none) return ;;
              dynamic)
                # Local sources only (git remotes, the mirror): `__complete` never asks GitHub.
                source=${values[0]}
                values=()
                while IFS= read -r line; do values+=("$line"); done < <(
                  "$__gh_lite_program" __complete "$source" ${__gh_lite_repo:+"--repo=$__gh_lite_repo"} 2>/dev/null) ;;
            esac
            for c in "${values[@]}"; do
              [[ $c == "$cur"* ]] || continue
              [[ ",$__gh_lite_given" == *",$c,"* ]] && continue
              printf '%s\n' "$__gh_lite_lead$c"
            done
            return
          fi
          # At the top, the user's aliases are offered with the commands, as gh offers them.
          if [[ $cur == -* ]]; then
            __gh_lite_flags "$__gh_lite_path"
          else
            __gh_lite_subcommands "$__gh_lite_path"
            [[ -z $__gh_lite_path ]] && "$__gh_lite_program" __complete alias 2>/dev/null
          fi |
            while IFS= read -r line; do
              [[ $line == "$cur"* ]] && printf '%s\n' "$line"
            done
        }

        """#
}
