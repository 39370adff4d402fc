import Foundation

/// Tab pressed in a real interactive zsh (driven through zsh's own zpty module) with the completion script loaded
/// as a user would: what compadd was given for each command line, in the order zsh's completion system added it.
struct ZshTabPresses {
    /// The driver: $1 the script, then the command lines; prints each line's number, a tab and one match a line.
    private static let driver = #"""
        zmodload zsh/zpty zsh/zselect || exit 1
        zpty shell zsh -f -i
        pty=$REPLY
        # Reads the terminal until it shows $1 (a pattern); a zsh silent for 30 seconds fails the test, not hangs it.
        await() {
          local seen='' chunk
          while [[ $seen != $~1 ]]; do
            zselect -t 3000 -r $pty || { print -u2 -r -- "zsh never showed $1: $seen"; exit 1 }
            zpty -r -t shell chunk && seen+=$chunk
          done
        }
        hits=$HOME/zsh-hits
        # Each line is typed once the prompt (<P>) shows: zsh drops what is typed before its line editor starts.
        zpty -w shell "PS1='<'P'>' RPS1=''; unsetopt zle_bracketed_paste autolist; autoload -U compinit && compinit -u -D"
        zpty -w shell "source ${(q)1}"
        # compadd records what it adds, except when only asked to filter (-O, -A, -D), as _describe does first.
        zpty -w shell "compadd() {
          (( \${@[(I)-[OAD]*]} )) && { builtin compadd \"\$@\"; return; }
          local -a found; builtin compadd -A found \"\$@\"; print -rl -- \$found >> ${(q)hits}; builtin compadd \"\$@\"
        }"
        zpty -w shell "print -r -- '<'READY'>'"
        await '*<READY>*<P>*'
        shift
        for index in {1..$#}; do
          : > $hits
          zpty -w -n shell "${@[index]}"$'\t'
          zpty -w shell $'\C-u'"print -r -- '<'DONE'>'"
          await '*<DONE>*<P>*'
          while IFS= read -r line; do print -r -- "$index"$'\t'"$line"; done < $hits
        done
        zpty -d shell
        exit 0
        """#

    /// The matches zsh offers for each of `lines` (the cursor at its end), with the `script` loaded.
    static func matches(_ lines: [String], script: URL, in directory: URL, home: URL) throws -> [[String]] {
        let result = try InstalledTool("zsh").run(["-f", "-c", driver, "zsh", script.path] + lines, in: directory, home: home)
        guard result.status == 0, result.error.isEmpty else {
            throw DriverFailed(description: "zsh's completion driver failed (\(result.status)): \(result.error)")
        }
        var matches = Array(repeating: [String](), count: lines.count)
        for row in result.output.split(separator: "\n") {
            let parts = row.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let index = Int(parts[0]), matches.indices.contains(index - 1) else { continue }
            matches[index - 1].append(String(parts[1]))
        }
        return matches
    }

    struct DriverFailed: Error, CustomStringConvertible {
        var description: String
    }
}
